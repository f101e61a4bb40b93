import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { askSiteRoute } from '../middleware/use-route-middleware';
import { isAbsoluteUrl } from '../middleware/route-middleware';
import { useShellTexts } from '../texts';
import { ErrorScreen, NotFoundMessage } from './error-screen';

/**
 * The catch-all page. Legacy paths never get here (the server 301s them, the root's client loader
 * follows the brand's table); anything else the server knows to redirect (development-only pages)
 * is asked for before giving up.
 */
export default function NotFoundPage() {
  const t = useShellTexts();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // /404 is the error page itself.
    if (pathname === '/404') return;
    let current = true;
    void askSiteRoute(pathname + search).then(({ redirect }) => {
      // The player may have gone elsewhere while the server answered.
      const stillHere = window.location.pathname === pathname && window.location.search === search;
      if (!current || !redirect || !stillHere) return;
      if (isAbsoluteUrl(redirect)) window.location.assign(redirect);
      else void navigate(redirect, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [pathname, search, navigate]);

  return (
    <ErrorScreen status={404} title={t('notFoundTitle')}>
      <NotFoundMessage />
    </ErrorScreen>
  );
}
