import {
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useHydrated } from '../hydration/use-hydrated';

/** Fetches the module of an extension; its body loads only where it is shown. */
export type PageExtensionLoader = () => Promise<{ default: ComponentType }>;

/**
 * What features put into other features' pages without importing them (features never import each
 * other): by place — a page path (`/su-kien/gift-code`, rendered by the content page) or a named spot
 * of the frame (`account:aside`, `header`) — the loaders of the components shown there, in order.
 */
export type PageExtensions = Readonly<Record<string, readonly PageExtensionLoader[]>>;

/** The frame's named places a feature may extend (besides page paths). */
export const SHELL_PLACES = {
  /** In the header, before the login/account actions (visitors and players alike). */
  header: 'shell:header',
  /** Under the account area's section menu. */
  accountAside: 'shell:account-aside',
} as const;

const ExtensionsContext = createContext<PageExtensions>({});

export function PageExtensionsProvider({
  extensions,
  children,
}: {
  extensions: PageExtensions;
  children: ReactNode;
}) {
  return <ExtensionsContext.Provider value={extensions}>{children}</ExtensionsContext.Provider>;
}

/** The extensions of several features, merged place by place in their order. */
export function composePageExtensions(all: readonly (PageExtensions | undefined)[]): PageExtensions {
  const merged: Record<string, PageExtensionLoader[]> = {};
  for (const extensions of all) {
    for (const [place, loaders] of Object.entries(extensions ?? {})) (merged[place] ??= []).push(...loaders);
  }
  return merged;
}

const components = new WeakMap<PageExtensionLoader, LazyExoticComponent<ComponentType>>();
const componentOf = (loader: PageExtensionLoader) => {
  let component = components.get(loader);
  if (!component) {
    component = lazy(loader);
    components.set(loader, component);
  }
  return component;
};

/**
 * Renders what the offered features put at `place`. Client-only and after hydration: the
 * prerendered HTML of a page stays the same whichever features a brand offers, and the extension's
 * script is fetched only on the pages that show it.
 */
export function PageExtension({ place }: { place: string }) {
  const loaders = useContext(ExtensionsContext)[place];
  const hydrated = useHydrated();
  if (!hydrated || !loaders || loaders.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {loaders.map((loader, index) => {
        const Component = componentOf(loader);
        return <Component key={index} />;
      })}
    </Suspense>
  );
}
