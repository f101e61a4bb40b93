import {
  DEFAULT_SYSTEM_CONFIGURATIONS,
  SYSTEM_CONFIGURATION_KEYS,
  systemConfigurationsSchema,
  type HealthResponse,
  type SystemConfigurationKey,
  type SystemConfigurations,
} from '@xc/api-contract';
import type { DatabaseKind } from '../../infra/database';
import { AppError, MESSAGES } from '../../infra/errors';
import type { SystemRepository } from './repository';

/** An operator asked for a key or value the schema refuses. */
export class InvalidConfigurationError extends Error {
  override readonly name = 'InvalidConfigurationError';
}

export interface ConfigurationEntry {
  key: SystemConfigurationKey;
  value: SystemConfigurations[SystemConfigurationKey];
  source: 'database' | 'default';
  updatedAt?: Date;
}

const isKey = (key: string): key is SystemConfigurationKey =>
  (SYSTEM_CONFIGURATION_KEYS as readonly string[]).includes(key);

/** Turns the text an operator typed into the typed value of that key, or explains why not. */
export function parseConfigurationValue(
  key: string,
  raw: string,
): { key: SystemConfigurationKey; value: SystemConfigurations[SystemConfigurationKey] } {
  if (!isKey(key)) {
    throw new InvalidConfigurationError(
      `Unknown key "${key}". Known keys: ${SYSTEM_CONFIGURATION_KEYS.join(', ')}.`,
    );
  }
  const text = raw.trim();
  let candidate: unknown;
  if (typeof DEFAULT_SYSTEM_CONFIGURATIONS[key] === 'boolean') {
    if (text !== 'true' && text !== 'false') {
      throw new InvalidConfigurationError(`${key} must be true or false (got "${raw}").`);
    }
    candidate = text === 'true';
  } else {
    candidate = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  }
  const parsed = systemConfigurationsSchema.shape[key].safeParse(candidate);
  if (!parsed.success) {
    throw new InvalidConfigurationError(`${key} must be a positive integer (got "${raw}").`);
  }
  return { key, value: parsed.data };
}

/** How long a replica serves the configuration from memory: every page load asks for it. */
export const CONFIGURATION_CACHE_MS = 5_000;

export class SystemConfigurationService {
  private cached: { value: Promise<SystemConfigurations>; expiresAt: number } | null = null;

  constructor(
    private readonly repository: SystemRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every key with its effective value; a missing or unreadable stored value falls back to the default. */
  async list(): Promise<ConfigurationEntry[]> {
    const stored = new Map((await this.repository.findAllConfigurations()).map((row) => [row.key, row]));
    return SYSTEM_CONFIGURATION_KEYS.map((key) => {
      const row = stored.get(key);
      const parsed = row ? systemConfigurationsSchema.shape[key].safeParse(row.value) : undefined;
      return parsed?.success && row
        ? { key, value: parsed.data, source: 'database', updatedAt: row.updatedAt }
        : { key, value: DEFAULT_SYSTEM_CONFIGURATIONS[key], source: 'default' };
    });
  }

  /**
   * The effective configuration, read from the database at most once per CONFIGURATION_CACHE_MS per
   * replica (concurrent callers share one read); another replica's change shows within that time.
   */
  getAll(): Promise<SystemConfigurations> {
    const now = this.now();
    if (this.cached && this.cached.expiresAt > now) return this.cached.value;
    const value = this.list().then((entries) =>
      systemConfigurationsSchema.parse(Object.fromEntries(entries.map((entry) => [entry.key, entry.value]))),
    );
    const entry = { value, expiresAt: now + CONFIGURATION_CACHE_MS };
    this.cached = entry;
    // A failed read is not remembered.
    value.catch(() => {
      if (this.cached === entry) this.cached = null;
    });
    return value;
  }

  /** Validates then stores; throws InvalidConfigurationError for an unknown key or a bad value. */
  async set(key: string, raw: string): Promise<ConfigurationEntry> {
    const parsed = parseConfigurationValue(key, raw);
    await this.repository.upsertConfiguration(parsed.key, parsed.value);
    this.cached = null;
    return { ...parsed, source: 'database' };
  }

  /** Writes the defaults for keys not stored yet; idempotent. Returns how many were written. */
  async seedDefaults(): Promise<number> {
    return this.repository.insertMissingConfigurations(
      SYSTEM_CONFIGURATION_KEYS.map((key) => ({ key, value: DEFAULT_SYSTEM_CONFIGURATIONS[key] })),
    );
  }
}

export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly repository: SystemRepository,
    private readonly databaseKind: DatabaseKind,
  ) {}

  async check(): Promise<HealthResponse> {
    try {
      await this.repository.ping();
    } catch (error) {
      throw new AppError(503, 'DATABASE_UNAVAILABLE', MESSAGES.internal, { cause: error });
    }
    return {
      status: 'ok',
      database: this.databaseKind,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
