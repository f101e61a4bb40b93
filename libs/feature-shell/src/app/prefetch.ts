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

/**
 * How a site link prefetches: React Router's own intent prefetch (the page's route modules, after
 * a short hover, on focus or touch), unless the connection says not to. Prerendering has no
 * connection and renders no prefetch links either way, so the HTML is the same.
 */
export function linkPrefetch(): 'intent' | 'none' {
  if (typeof navigator === 'undefined') return 'intent';
  return prefetchAllowed((navigator as Navigator & { connection?: NetworkInformationLike }).connection)
    ? 'intent'
    : 'none';
}
