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

/**
 * The tab icon: a small PNG the build draws from the brand's SVG logo. Not the SVG itself: Chrome
 * draws an SVG favicon (and an SVG icon of the web manifest) in the page's renderer, as a document of
 * its own on the main thread, 12-50 ms after the first paint of every page on a fast desktop.
 */
export const FAVICON = { href: '/icons/favicon-48.png', sizes: '48x48' } as const;
