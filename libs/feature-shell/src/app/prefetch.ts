import { matchRoutes } from 'react-router';
import { matchableRoutes } from '../route-table';

/** Spec §9: at most four route preloads at a time. */
export const MAX_CONCURRENT_PRELOADS = 4;

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface RouterManifestWindow {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec §9: no link prefetch on a slow 2G connection or when the player saves data. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

const requested = new Set<string>();
const queue: string[][] = [];
let running = 0;

function preloadModule(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

function pump(): void {
  while (running < MAX_CONCURRENT_PRELOADS && queue.length > 0) {
    const hrefs = queue.shift() ?? [];
    running += 1;
    void Promise.all(hrefs.map(preloadModule)).finally(() => {
      running -= 1;
      pump();
    });
  }
}

/** The route modules a path needs that are not requested yet, from React Router's manifest. */
function modulesFor(path: string): string[] {
  const manifest = (window as unknown as RouterManifestWindow).__reactRouterManifest;
  if (!manifest) return [];
  const matches = matchRoutes(matchableRoutes(), path) ?? [];
  return matches
    .flatMap((match) => {
      const route = match.route.id ? manifest.routes[match.route.id] : undefined;
      return route ? [route.module, ...(route.imports ?? [])] : [];
    })
    .filter((href) => !requested.has(href));
}

/**
 * Preloads the code of the page behind a link the player is about to follow (hover, focus, touch),
 * one page's modules per slot, at most MAX_CONCURRENT_PRELOADS pages at a time.
 */
export function prefetchRoute(path: string): void {
  if (typeof window === 'undefined') return;
  if (!prefetchAllowed((navigator as Navigator & { connection?: NetworkInformationLike }).connection)) return;
  const hrefs = modulesFor(path);
  if (hrefs.length === 0) return;
  hrefs.forEach((href) => requested.add(href));
  queue.push(hrefs);
  pump();
}

/** For tests: how many page preloads are in flight and waiting. */
export const preloadState = () => ({ running, waiting: queue.length });
