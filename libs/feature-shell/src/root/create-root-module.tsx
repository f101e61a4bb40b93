import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type MetaDescriptor,
} from 'react-router';
import { BrandProvider, type BrandConfig, type SeoCopy } from '@xc/brand';
import { I18nProvider } from '@xc/i18n';
import { BrandThemeProvider, ToastProvider } from '@xc/ui-kit';
import { useSystemConfigurationsBootstrap } from '../system-configurations';
import { ErrorScreen } from '../pages/error-screen';

export interface RootModuleOptions {
  brand: BrandConfig;
  seo: SeoCopy;
}

interface MetaArgs {
  matches: ReadonlyArray<{ id: string } | undefined>;
}

/**
 * Builds everything a brand app's `app/root.tsx` exports: the document, providers, metadata and the
 * error boundary. The app only passes its data in.
 */
export function createRootModule({ brand, seo }: RootModuleOptions) {
  function Layout({ children }: { children: ReactNode }) {
    return (
      <html lang="vi">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={brand.theme.primary} />
          <Meta />
          <Links />
        </head>
        <body>
          <I18nProvider>
            <BrandProvider brand={brand}>
              <BrandThemeProvider tokens={brand.theme}>
                <ToastProvider>{children}</ToastProvider>
              </BrandThemeProvider>
            </BrandProvider>
          </I18nProvider>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  }

  function App() {
    useSystemConfigurationsBootstrap();
    return <Outlet />;
  }

  function meta({ matches }: MetaArgs): MetaDescriptor[] {
    const routeId = matches.at(-1)?.id;
    const copy = routeId ? seo[routeId] : undefined;
    return [
      { title: copy?.title ?? brand.name },
      { name: 'description', content: copy?.description ?? '' },
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
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return <ErrorScreen status={status} />;
  }

  return { Layout, App, meta, links, ErrorBoundary };
}
