import { Fragment, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type MetaDescriptor,
} from 'react-router';
import { BrandProvider, type BrandConfig, type RedirectRule, type SeoCopy } from '@xc/brand';
import { I18nProvider, t as lookUp } from '@xc/i18n';
import { findPage } from '@xc/paths';
import { BrandThemeProvider, ToastProvider } from '@xc/ui-kit';
import { useDeviceTracking } from '../app/device';
import { BrandDataProvider, type BrandData } from '../app/page-copy';
import { ShellSlotsProvider, useShellSlots, type ShellSlots } from '../app/slots';
import { isChunkLoadError, reloadForNewCode } from '../app/chunk-reload';
import { useAffiliateCapture, useChunkReload, useMaintenanceRedirect } from '../app/startup';
import { useRouteMiddleware } from '../middleware/use-route-middleware';
import { ErrorScreen, NotFoundMessage } from '../pages/error-screen';
import { useSystemConfigurationsBootstrap } from '../system-configurations';
import { shellTexts, useShellTexts } from '../texts';

export interface RootModuleOptions {
  brand: BrandConfig;
  /** The brand's copy per page path; pages without copy get the shell's heading and description. */
  seo: Partial<SeoCopy>;
  /** The brand's legacy table: followed in the browser on in-app navigation (the server 301s direct loads). */
  redirects?: readonly RedirectRule[];
  /** What the brand app composes in from feature libs. */
  slots?: ShellSlots;
}

interface MetaArgs {
  matches: ReadonlyArray<{ id: string } | undefined>;
  location?: { pathname: string };
}

function Startup() {
  useDeviceTracking();
  useSystemConfigurationsBootstrap();
  useRouteMiddleware();
  useMaintenanceRedirect();
  useChunkReload();
  useAffiliateCapture();
  const { startup = [], modals = [] } = useShellSlots();
  for (const hook of startup) hook();
  return (
    <>
      {modals.map((Modal, index) => (
        <Fragment key={index}>
          <Modal />
        </Fragment>
      ))}
    </>
  );
}

/**
 * Builds everything a brand app's `app/root.tsx` exports: the document, providers, startup work,
 * metadata and the error boundary. The app only passes its data and the features it composes.
 */
export function createRootModule({ brand, seo, redirects = [], slots = {} }: RootModuleOptions) {
  const brandData: BrandData = { seo, redirects };
  function Layout({ children }: { children: ReactNode }) {
    return (
      <html lang="vi">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
          <meta name="theme-color" content={brand.theme.background} />
          <Meta />
          <Links />
        </head>
        <body>
          <I18nProvider>
            <BrandProvider brand={brand}>
              <BrandDataProvider data={brandData}>
                <BrandThemeProvider tokens={brand.theme}>
                  <ToastProvider>
                    <ShellSlotsProvider slots={slots}>{children}</ShellSlotsProvider>
                  </ToastProvider>
                </BrandThemeProvider>
              </BrandDataProvider>
            </BrandProvider>
          </I18nProvider>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  }

  function App() {
    return (
      <>
        <Outlet />
        <Startup />
      </>
    );
  }

  function meta({ matches }: MetaArgs): MetaDescriptor[] {
    const routeId = matches.at(-1)?.id ?? '';
    const copy = seo[routeId as keyof SeoCopy];
    const page = findPage(routeId);
    const heading = page ? lookUp(shellTexts.namespace, `pages.${page.path}`) : undefined;
    const title = copy?.title ?? (heading && page?.path !== '/' ? `${heading} – ${brand.name}` : brand.name);
    const description =
      copy?.description ??
      (page ? lookUp(shellTexts.namespace, `groups.${page.group}`) : shellTexts.t('homeHeroLead'));
    return [
      { title },
      { name: 'description', content: description },
      ...(copy?.keywords ? [{ name: 'keywords', content: copy.keywords }] : []),
      { name: 'author', content: brand.name },
    ];
  }

  function links() {
    return [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/favicon.svg' },
    ];
  }

  function ErrorBoundary({ error }: { error: unknown }) {
    const t = useShellTexts();
    const location = useLocation();
    if (isChunkLoadError(error) && reloadForNewCode(location.pathname + location.search)) return null;
    if (isRouteErrorResponse(error) && error.status === 404) {
      return (
        <ErrorScreen status={404} title={t('notFoundTitle')}>
          <NotFoundMessage />
        </ErrorScreen>
      );
    }
    console.error(error);
    return (
      <ErrorScreen status={500} title={t('errorTitle')}>
        <p>{t('errorMessage')}</p>
      </ErrorScreen>
    );
  }

  return { Layout, App, meta, links, ErrorBoundary };
}
