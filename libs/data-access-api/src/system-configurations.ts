import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_SYSTEM_CONFIGURATIONS, type SystemConfigurations } from '@xc/api-contract';
import { getSystemConfigurations } from './endpoints/system';
import type { CallOptions } from './request';

/** Spec §3: empty until loaded at app start, persisted under key `system-configurations`. */
export const SYSTEM_CONFIGURATIONS_KEY = 'system-configurations';

export const systemConfigurationsAtom = atomWithStorage<SystemConfigurations | null>(
  SYSTEM_CONFIGURATIONS_KEY,
  null,
);

/** The configuration, or the defaults (both mission flags on) when it cannot be loaded (spec §4). */
export async function loadSystemConfigurations(options: CallOptions = {}): Promise<SystemConfigurations> {
  const result = await getSystemConfigurations(options);
  if (result.ok) return result.data;
  console.warn('[config] system configuration not loaded, using defaults', result.error.code);
  return DEFAULT_SYSTEM_CONFIGURATIONS;
}
