import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SiteRouteResponse } from '@xc/api-contract';
import { loadQueryClient, readStoredSession, siteRouteQueryOptions } from '@xc/data-access-api';
import { findPage } from '@xc/paths';
import { deviceTypeForWidth, useModals } from '@xc/ui-kit';
import { deviceTypeAtom } from '../app/device';
import { isAbsoluteUrl, runRouteMiddleware } from './route-middleware';
import { shellModalPorts } from '../app/modal-ports';

/**
 * The server's answer for a URL through the query cache (`siteRouteQueryOptions`: remembered for a
 * minute, one request for concurrent askers); a failed question means "nothing to do" and is asked
 * again next time.
 */
export async function askSiteRoute(url: string): Promise<SiteRouteResponse> {
  const client = await loadQueryClient();
  try {
    return await client.fetchQuery(siteRouteQueryOptions(url));
  } catch (error) {
    console.warn('[shell] route lookup failed, continuing without it', (error as { code?: string }).code);
    return {};
  }
}

/**
 * On every navigation: runs the route middleware of the page (the brand's legacy table is followed
 * before, by the root's client loader). An unknown middleware name surfaces in the error boundary.
 */
export function useRouteMiddleware(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStore();
  const modals = useModals();
  const [failure, setFailure] = useState<unknown>(null);
  if (failure) throw failure;

  const url = location.pathname + location.search;
  useEffect(() => {
    const page = findPage(location.pathname);
    if (!page || page.middleware.length === 0) return;
    let current = true;
    const device = store.get(deviceTypeAtom) ?? deviceTypeForWidth(window.innerWidth);
    runRouteMiddleware(
      page.middleware,
      { page, url, device, isLoggedIn: readStoredSession() !== null },
      askSiteRoute,
    ).then(
      (outcome) => {
        if (!current) return;
        if (outcome.kind === 'redirect') {
          if (isAbsoluteUrl(outcome.to)) window.location.assign(outcome.to);
          else void navigate(outcome.to, { replace: true });
        } else if (outcome.kind === 'login') {
          void navigate('/', { replace: true });
          void modals.open(shellModalPorts.login, { tab: 0, returnTo: outcome.returnTo });
        }
      },
      (error: unknown) => {
        if (current) setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [url, location.pathname, navigate, store, modals]);
}
