/**
 * Text formats of a built site worth compressing (images, fonts and media are compressed already):
 * the build writes `<file>.br` and `<file>.gz` beside each, and the site server sends those.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.data',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
]);

/** The suffixes of those precompressed copies, by encoding. */
export const PRECOMPRESSED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
