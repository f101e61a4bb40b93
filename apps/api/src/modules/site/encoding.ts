export type ContentEncoding = 'br' | 'gzip';

/** Server preference on equal quality: brotli is smaller than gzip for the same text. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * Picks the best encoding the client accepts (RFC 9110 §12.5.3, q-values and `*`) among those
 * available for the file; undefined means identity.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<ContentEncoding>,
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(token, Number.isFinite(value) ? value : 0);
  }
  let best: ContentEncoding | undefined;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}
