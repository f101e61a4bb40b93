import { FIRST_READ_ELEMENT_ID } from '@xc/api-contract';
import { escapeHtml } from '../../infra/html';
import { createSiteFile, type SiteFile } from './repository';

/** A page's first API read, answered by the platform (for a lobby, the games module's). */
export interface FirstRead {
  /** The GET it answers, as the page's script asks it: `/api/game/list?section=live-casino&page=1`. */
  path: string;
  /** The answer's JSON, as that route sends it to a visitor. */
  body: string;
  /** Pictures the page shows first, preloaded from the head. */
  images: readonly string[];
  /**
   * The `data-prepaint` key of the list whose placeholders show `images` (its first items, in order)
   * until the script draws the list: the pictures paint with the HTML, not after hydration.
   */
  prepaint?: string;
}

/** The first read of the page at `pathname`, or undefined when the page makes none worth sending. */
export type FirstReadSource = (pathname: string) => Promise<FirstRead | undefined>;

/** How long a page with its read is reused: as long as a visitor may cache the list itself (max-age=5). */
const TTL_MS = 5_000;
/** Made per page every few seconds: a quick brotli (the build's copies use the slowest and smallest). */
const QUICK_BROTLI = 5;

/** What a CSS string may hold here untouched: a site path or URL of plain characters (no quote, no `\`, no `<`). */
const CSS_SAFE = /^[\w\-./:?=&%~+,;@]+$/;

/**
 * The rules that paint the first pictures into the list's placeholders (`[data-prepaint-picture]`
 * of its first items). Anything that is not plain is left out rather than escaped.
 */
function prepaintRules(key: string, images: readonly string[]): string {
  if (!CSS_SAFE.test(key)) return '';
  return images
    .map((src, index) =>
      CSS_SAFE.test(src)
        ? `[data-prepaint="${key}"]>li:nth-child(${index + 1}) [data-prepaint-picture]{background-image:url("${src}")}`
        : '',
    )
    .join('');
}

/**
 * The page's HTML with its first read in the head: a JSON data block (never executed, so the
 * document's script hashes do not change), preloads of the first pictures, and the rules that show
 * them in the list's placeholders. Every `<` of the JSON is written `\u003c`, so no title can close
 * the block or open a comment; the JSON means the same.
 */
export function withFirstRead(html: string, read: FirstRead, at: number): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const payload = `{"path":${JSON.stringify(read.path)},"at":${at},"body":${read.body}}`.replace(
    /</g,
    '\\u003c',
  );
  // The first two are on every screen's first row: they come first, before the page's scripts.
  const preloads = read.images
    .map(
      (src, index) =>
        `<link rel="preload" as="image" href="${escapeHtml(src)}"${index < 2 ? ' fetchpriority="high"' : ''}>`,
    )
    .join('');
  const block = `<script type="application/json" id="${FIRST_READ_ELEMENT_ID}">${payload}</script>`;
  const rules = read.prepaint ? prepaintRules(read.prepaint, read.images) : '';
  const style = rules ? `<style>${rules}</style>` : '';
  return `${html.slice(0, end)}${preloads}${style}${block}${html.slice(end)}`;
}

/**
 * A brand's pages with their first read, each made at most every TTL_MS and shared by the requests
 * meanwhile. Any failure of the read (a database gone) serves the page as built: its script then asks
 * for the list itself, as it does on any page without a read.
 */
export class FirstReadPages {
  private readonly made = new Map<string, { until: number; file: Promise<SiteFile> }>();

  constructor(
    private readonly source: FirstReadSource,
    private readonly onError: (error: unknown, page: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The file to send for a built HTML page requested at `pathname` (keyed by file: the built pages are few). */
  page(file: SiteFile, pathname: string): Promise<SiteFile> {
    const now = this.now();
    const cached = this.made.get(file.path);
    if (cached && cached.until > now) return cached.file;
    const made = this.make(file, pathname, now);
    this.made.set(file.path, { until: now + TTL_MS, file: made });
    return made;
  }

  private async make(file: SiteFile, pathname: string, now: number): Promise<SiteFile> {
    if (!file.body) return file;
    try {
      const read = await this.source(pathname);
      if (!read) return file;
      const html = withFirstRead(file.body.toString('utf8'), read, now);
      return await createSiteFile(file.path, Buffer.from(html), undefined, QUICK_BROTLI);
    } catch (error) {
      this.onError(error, file.path);
      return file;
    }
  }
}
