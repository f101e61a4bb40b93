import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_SYSTEM_CONFIGURATIONS, type SystemConfigurations } from '@xc/api-contract';
import { systemConfigurationsQueryOptions } from './endpoints/system';
import { loadQueryClient } from './query-lazy';

/** Spec §3: empty until loaded at app start, persisted under key `system-configurations`. */
export const SYSTEM_CONFIGURATIONS_KEY = 'system-configurations';

export const systemConfigurationsAtom = atomWithStorage<SystemConfigurations | null>(
  SYSTEM_CONFIGURATIONS_KEY,
  null,
);

/**
 * The configuration through the query cache (one request per visit however often it is asked), or
 * the defaults (both mission flags on) when it cannot be loaded (spec §4); a failure is not cached,
 * so the next start asks again.
 */
export async function loadSystemConfigurations(): Promise<SystemConfigurations> {
  const client = await loadQueryClient();
  try {
    return await client.fetchQuery(systemConfigurationsQueryOptions());
  } catch (error) {
    console.warn('[config] system configuration not loaded, using defaults', (error as { code?: string }).code);
    return DEFAULT_SYSTEM_CONFIGURATIONS;
  }
}
