// Node-only helpers for a brand's react-router.config.ts: which news pages to prerender.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const NEWS_DIR = fileURLToPath(new URL('../content/news/', import.meta.url));

/** `/tin-tuc/<slug>` for every article file (`<slug>.md`, not brand variants). */
export function newsPaths(): string[] {
  return readdirSync(NEWS_DIR)
    .map((name) => /^([a-z0-9-]+)\.md$/.exec(name)?.[1])
    .filter((slug): slug is string => slug !== undefined)
    .sort()
    .map((slug) => `/tin-tuc/${slug}`);
}
