import { useSetAtom } from 'jotai';
import { startTransition, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useBrand } from '@xc/brand';
import {
  captureAffiliate,
  isMaintenanceError,
  loadSystemConfigurations,
  onApiError,
  systemConfigurationsAtom,
} from '@xc/data-access-api';
import { reloadForNewCode } from './chunk-reload';

export const MAINTENANCE_PATH = '/maintenance';

/** Spec §4: a 503 MAINTENANCE_MODE from any call moves the player to the maintenance page; other 503s are logged. */
export function useMaintenanceRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname + location.search);
  here.current = location.pathname + location.search;
  useEffect(
    () =>
      onApiError((error) => {
        if (isMaintenanceError(error)) {
          if (!here.current.startsWith(MAINTENANCE_PATH)) {
            void navigate(MAINTENANCE_PATH, { replace: true, state: { from: here.current } });
          }
        } else if (error.status === 503) {
          console.warn('[api] service unavailable', error.code);
        }
      }),
    [navigate],
  );
}

/** Spec §4: when a new deploy removed the code a navigation needs, load that page afresh (once per 10 s). */
export function useChunkReload(): void {
  const navigation = useNavigation();
  const target = useRef<string | null>(null);
  target.current = navigation.location ? navigation.location.pathname + navigation.location.search : null;
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const to = target.current ?? window.location.pathname + window.location.search;
      if (reloadForNewCode(to)) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

/** Spec §2–3: campaign parameters and the referrer go into cookies for registration. */
export function useAffiliateCapture(): void {
  const brand = useBrand();
  useEffect(() => {
    captureAffiliate({
      url: new URL(window.location.href),
      referrer: document.referrer,
      partnerDomains: brand.partnerDomains,
    });
  }, [brand.partnerDomains]);
}

/**
 * Spec §4: the configuration is loaded once at start (a query, so a remount asks nothing again); on
 * any failure the defaults apply. It lands in the persisted atom the session refresh reads.
 */
export function useSystemConfigurationsBootstrap(): void {
  const setConfigurations = useSetAtom(systemConfigurationsAtom);
  useEffect(() => {
    let current = true;
    void loadSystemConfigurations().then((configuration) => {
      // Applied as a transition. Its readers (useAtomSnapshot: the session refresh, the missions'
      // tracking and board) are redrawn at once all the same, as useSyncExternalStore does with a
      // store changed in a transition; they are small.
      if (current) startTransition(() => setConfigurations(configuration));
    });
    return () => {
      current = false;
    };
  }, [setConfigurations]);
}
