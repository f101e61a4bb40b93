import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type MetaDescriptor,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import {
  BrandProvider,
  PageCopyProvider,
  type BrandConfig,
  type RedirectRule,
  type RootLoaderData,
  type SeoCopy,
} from '@xc/brand';
import {
  BrandThemeProvider,
  GlobalStyle,
  composePageExtensions,
  ModalHost,
  PageExtensionsProvider,
  ToastProvider,
  type AnyModalDefinition,
} from '@xc/ui-kit';
import { FAVICON } from '@xc/paths';
import { useDeviceTracking } from '../app/device';
import {
  composeModals,
  composeSlots,
  ShellSlotsProvider,
  type Feature,
  type StartupLoader,
  type UnmetModalNeeds,
} from '../app/slots';
import { isChunkLoadError, reloadForNewCode } from '../app/chunk-reload';
import { EARLY_CLICK_SCRIPT, useEarlyClickReplay } from '../app/early-click';
import { nextTask, startInTurns } from '../app/start-in-turns';
import { useShellTexts } from '../texts';
import { headKey } from './head-key';

/**
 * The features, refused at typecheck when one of them (or the shell) opens a modal no offered feature
 * declares with matching types: the error names the modal ids.
 */
export type ComposableFeatures<Fs extends readonly Feature[]> = Fs &
  ([UnmetModalNeeds<Fs>] extends [never]
    ? unknown
    : {
        readonly 'modals opened but not declared by an offered feature (or with other types)': UnmetModalNeeds<Fs>['id'];
      });

export interface RootModuleOptions<Fs extends readonly Feature[] = readonly Feature[]> {
  brand: BrandConfig;
  /**
   * The brand's copy per page path (its `seo.ts`, imported on demand: the prerender reads it for each
   * page, the browser at its first navigation); pages without copy get the shell's heading.
   */
  seo: () => Promise<{ seo: Partial<SeoCopy> }>;
  /**
   * The brand's legacy table (its `redirects.ts`, on demand): followed in the browser on in-app
   * navigation (the server 301s direct loads).
   */
  redirects?: () => Promise<{ redirects: readonly RedirectRule[] }>;
  /** The features the brand offers (its `features.ts`, `as const`): their slots and modals go into the frame. */
  features?: ComposableFeatures<Fs>;
}

interface MetaArgs {
  location?: { pathname: string };
  data?: unknown;
}

/**
 * The start-up work: the shell's (`StartupWork`) and the features' hooks, all loaded before any runs,
 * so they run in the brand's order. Not part of the page's first script: in the browser the fetches
 * start in the tasks after the root module runs (one each, `startInTurns`), while the page hydrates,
 * so the session refresh starts about as early as before (tokens rotate, and a call made with a token
 * a pending refresh is rotating is refused, so the refresh should not wait).
 */
function lazyStartupWork(loaders: readonly StartupLoader[]) {
  type Loaded = { default: () => ReactNode };
  let loading: Promise<Loaded> | null = null;
  const load = (): Promise<Loaded> => {
    loading ??= Promise.all([
      nextTask().then(() => import('../app/startup-runner')),
      startInTurns(loaders),
    ]).then(
      ([{ StartupWork }, hooks]) => {
        const all = hooks.flat();
        return { default: () => <StartupWork hooks={all} /> };
      },
      (error: unknown) => {
        loading = null; // a failed fetch is tried again on the next render
        throw error;
      },
    );
    return loading;
  };
  if (typeof document !== 'undefined') load().catch(() => undefined);
  return lazy(load);
}

/**
 * A page the server answered with the account area's fallback document (made for `/`) hydrates with
 * the home page's root data: once hydrated, the root asks its client loader for this page's.
 */
function useDataForThisPage() {
  const data = useLoaderData() as RootLoaderData | undefined;
  const { pathname, key } = useLocation();
  const { revalidate } = useRevalidator();
  const stale = data?.head !== undefined && data.head.key !== headKey(pathname);
  // Asked again after a navigation within the page (a search change) that overtook the first asking.
  useEffect(() => {
    if (stale) void revalidate();
  }, [stale, revalidate, key]);
}

/** The error screen when its own chunk cannot load: the title and the message, nothing else. */
function PlainErrorScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

/** What runs on every page: early clicks and the device at once, the modal host, the rest when loaded. */
function Startup({
  modals,
  Work,
}: {
  modals: readonly AnyModalDefinition[];
  Work: ReturnType<typeof lazyStartupWork>;
}) {
  useEarlyClickReplay();
  useDeviceTracking();
  useDataForThisPage();
  return (
    <>
      <ModalHost modals={modals} />
      <Suspense fallback={null}>
        <Work />
      </Suspense>
    </>
  );
}

/**
 * Builds everything a brand app's `app/root.tsx` exports: the document, providers, startup work,
 * metadata and the error boundary. The app only passes its data and the features it composes.
 */
export function createRootModule<const Fs extends readonly Feature[]>({
  brand,
  seo: loadSeo,
  redirects: loadRedirects = async () => ({ redirects: [] }),
  features,
}: RootModuleOptions<Fs>) {
  const slots = composeSlots(features ?? []);
  const modals = composeModals(features ?? []);
  const extensions = composePageExtensions((features ?? []).map((feature) => feature.extensions));
  const StartupWork = lazyStartupWork(slots.startup);
  function Layout({ children }: { children: ReactNode }) {
    return (
      <html lang="vi">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
          <meta name="theme-color" content={brand.theme.background} />
          <GlobalStyle tokens={brand.theme} />
          <script dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }} />
          <Meta />
          <Links />
        </head>
        <body>
          <BrandProvider brand={brand}>
            <BrandThemeProvider tokens={brand.theme}>
              <ToastProvider>
                <ShellSlotsProvider slots={slots}>
                  <PageExtensionsProvider extensions={extensions}>{children}</PageExtensionsProvider>
                </ShellSlotsProvider>
              </ToastProvider>
            </BrandThemeProvider>
          </BrandProvider>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  }

  function App() {
    const data = useLoaderData() as RootLoaderData | undefined;
    return (
      <PageCopyProvider copies={data?.seo ?? {}}>
        <Outlet />
        <Startup modals={modals} Work={StartupWork} />
      </PageCopyProvider>
    );
  }

  /**
   * The head of every page from the root's data (React Router hands the root only its own match);
   * routes whose loader knows more (news, FAQ) extend it with their own `meta`. Until the data is the
   * page's own (the account area's fallback document, for a moment), the brand's name.
   */
  function meta({ location, data }: MetaArgs): MetaDescriptor[] {
    const head = (data as RootLoaderData | undefined)?.head;
    if (head && head.key === headKey(location?.pathname ?? '/')) return head.meta as MetaDescriptor[];
    return [{ title: brand.name }];
  }

  /**
   * Runs while prerendering: the brand, for route modules of libs that need it in their `meta`, the
   * page's full head from the SEO copy, and the copy its body shows (headings).
   */
  async function loader({ request }: { request?: Request } = {}): Promise<RootLoaderData> {
    const pathname = request ? new URL(request.url).pathname : '/';
    // Loaded here only, so the browser's bundle has no description, social card or JSON-LD code.
    const [{ buildPageMeta, pageCopies }, { seo }] = await Promise.all([import('./page-meta'), loadSeo()]);
    const key = headKey(pathname);
    return { brand, head: { key, meta: buildPageMeta({ brand, seo, pathname }) }, seo: pageCopies(seo, key) };
  }

  /** The legacy table's question, once its chunk is loaded (at the first navigation). */
  let isLegacy: ((pathname: string, search: string) => boolean) | null = null;

  /**
   * After a navigation in the browser: the legacy table's target if the path is an old one, else the
   * head a player sees (title, robots, canonical) and the page's copy. The code and the brand's copy
   * (titles and headings; the build strips the rest) load at the first navigation, beside the page's
   * own module, so a page that is only read downloads neither.
   */
  async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<RootLoaderData> {
    const url = new URL(request.url);
    const [{ navigationRootData, findRedirect }, { seo }, { redirects }] = await Promise.all([
      import('./navigation-data'),
      loadSeo(),
      loadRedirects(),
    ]);
    isLegacy = (pathname, search) => findRedirect(redirects, pathname, search) !== undefined;
    const legacy = findRedirect(redirects, url.pathname, url.search);
    if (legacy) throw redirect(legacy);
    return navigationRootData(brand, seo, url.pathname);
  }

  /**
   * The root's data is the page's: asked again whenever the path changes (by default it is kept), and
   * when asked for (a revalidation). A page changing its own query string (a tab, a filter, a deposit
   * id) does not wait for it, unless the new address is one of the legacy table's.
   */
  function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
    if (currentUrl.pathname !== nextUrl.pathname) return true;
    if (currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
    return isLegacy?.(nextUrl.pathname, nextUrl.search) ?? false;
  }

  function links() {
    return [
      { rel: 'icon', href: FAVICON.href, type: 'image/png', sizes: FAVICON.sizes },
      { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ];
  }

  // The error screens are not part of any page that works: they load when the first one shows (the
  // prerendered 404 waits for them, as the server render waits for everything). Should their chunk
  // not load (the error may be the network), a plain title and message still show.
  const screens = () => import('../pages/error-screen');
  const ErrorScreen = lazy(() =>
    screens().then(
      (m) => ({ default: m.ErrorScreen }),
      () => ({ default: PlainErrorScreen }),
    ),
  );
  const NotFoundMessage = lazy<() => ReactNode>(() =>
    screens().then(
      (m) => ({ default: m.NotFoundMessage }),
      () => ({ default: () => null }),
    ),
  );

  function ErrorBoundary({ error }: { error: unknown }) {
    const t = useShellTexts();
    const location = useLocation();
    if (isChunkLoadError(error) && reloadForNewCode(location.pathname + location.search)) return null;
    if (isRouteErrorResponse(error) && error.status === 404) {
      return (
        <Suspense fallback={null}>
          <ErrorScreen status={404} title={t('notFoundTitle')}>
            <NotFoundMessage />
          </ErrorScreen>
        </Suspense>
      );
    }
    console.error(error);
    return (
      <Suspense fallback={null}>
        <ErrorScreen status={500} title={t('errorTitle')}>
          <p>{t('errorMessage')}</p>
        </ErrorScreen>
      </Suspense>
    );
  }

  return { Layout, App, meta, links, loader, clientLoader, shouldRevalidate, ErrorBoundary };
}
