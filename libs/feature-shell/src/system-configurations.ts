import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_SYSTEM_CONFIGURATIONS, type SystemConfigurations } from '@xc/api-contract';
import { getSystemConfigurations } from '@xc/data-access-api';

/** Spec §3: empty until loaded at app start, persisted under key `system-configurations`. */
export const SYSTEM_CONFIGURATIONS_KEY = 'system-configurations';

export const systemConfigurationsAtom = atomWithStorage<SystemConfigurations | null>(
  SYSTEM_CONFIGURATIONS_KEY,
  null,
);

/** Loads the configuration once when the app starts; on any failure the defaults apply (spec §4). */
export function useSystemConfigurationsBootstrap(): void {
  const setConfigurations = useSetAtom(systemConfigurationsAtom);
  useEffect(() => {
    const controller = new AbortController();
    void getSystemConfigurations({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok)
        console.warn('[shell] system configuration not loaded, using defaults', result.error.code);
      setConfigurations(result.ok ? result.data : DEFAULT_SYSTEM_CONFIGURATIONS);
    });
    return () => controller.abort();
  }, [setConfigurations]);
}
