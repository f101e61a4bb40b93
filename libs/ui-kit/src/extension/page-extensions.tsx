import {
  createContext,
  Fragment,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useHydrated } from '../hydration/use-hydrated';
import { media } from '../theme/media';

/** Fetches the module of an extension; its body loads only where it is shown. */
export type PageExtensionLoader = () => Promise<{ default: ComponentType }>;

/**
 * The room (px) an extension keeps in the page from its first paint, on a phone and from a tablet
 * up: about what it takes for a visitor, margins included. It appears after hydration, above the
 * page's own text; without its room that text would move down as it appears (a layout shift a
 * reader sees, and Lighthouse's CLS: 0.13-0.47 on the events pages before). The room stays once the
 * extension is in: a taller one (a player's figures) moves what follows by the difference only.
 */
export interface ExtensionRoom {
  mobile: number;
  tabletUp: number;
}

/** An extension with the room it keeps (see ExtensionRoom); a bare loader keeps none. */
export interface PageExtensionEntry {
  load: PageExtensionLoader;
  room: ExtensionRoom;
}

/**
 * What features put into other features' pages without importing them (features never import each
 * other): by place — a page path (`/su-kien/gift-code`, rendered by the content page) or a named spot
 * of the frame (`account:aside`, `header`) — the components shown there, in order: a loader, or a
 * loader with its room where it appears above a page's content.
 */
export type PageExtensions = Readonly<Record<string, readonly (PageExtensionLoader | PageExtensionEntry)[]>>;

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
  const merged: Record<string, (PageExtensionLoader | PageExtensionEntry)[]> = {};
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
 * prerendered HTML holds only the rooms the extensions keep (empty boxes of their size), and each
 * extension's script is fetched only on the pages that show it.
 */
export function PageExtension({ place }: { place: string }) {
  const entries = useContext(ExtensionsContext)[place];
  const hydrated = useHydrated();
  if (!entries || entries.length === 0) return null;
  return entries.map((entry, index) => {
    const { load, room } = typeof entry === 'function' ? { load: entry, room: null } : entry;
    const Component = componentOf(load);
    const body = hydrated ? (
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    ) : null;
    return room ? (
      <Room key={index} $room={room} data-extension-room="">
        {body}
      </Room>
    ) : (
      <Fragment key={index}>{body}</Fragment>
    );
  });
}

/** An extension's room: its own block (margins stay inside), at least the room's height. */
const Room = styled.div<{ $room: ExtensionRoom }>`
  display: flow-root;
  min-height: ${({ $room }) => $room.mobile}px;
  ${media.tabletUp} {
    min-height: ${({ $room }) => $room.tabletUp}px;
  }
`;
