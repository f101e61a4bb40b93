import type { BrandId } from '@xc/brand';
import type { ContentDocument, ContentLink, NewsTeaser, PageContent } from '../types';
import { ContentError, parseContent } from './parse';

const FAQ_PAGE = '/cau-hoi-thuong-gap';

/** Maps `content/`-relative file names (`pages/gioi-thieu.md`) to their text. */
export type ContentFiles = Readonly<Record<string, string>>;

const fileOf = (path: string) => (path === '/' ? 'index' : path.slice(1));

/** Looks pages and news up in the content files; every result is parsed once. */
export function createContentIndex(files: ContentFiles) {
  const cache = new Map<string, ContentDocument>();
  const parsed = (name: string, options: { news?: boolean; faq?: boolean } = {}): ContentDocument | null => {
    const raw = files[name];
    if (raw === undefined) return null;
    let document = cache.get(name);
    if (!document) {
      document = parseContent(raw, name, options);
      cache.set(name, document);
    }
    return document;
  };

  function withVariants(base: string, options: { news?: boolean; faq?: boolean } = {}): PageContent | null {
    const document = parsed(`${base}.md`, options);
    if (!document) return null;
    const variants: PageContent['variants'] = {};
    for (const name of Object.keys(files)) {
      const match = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(xc0[3-8])\\.md$`).exec(
        name,
      );
      const brand = match?.[1] as BrandId | undefined;
      const variant = brand ? parsed(name, options) : null;
      if (brand && variant) variants[brand] = variant;
    }
    return { document, variants };
  }

  function page(path: string): PageContent | null {
    const faq = path === FAQ_PAGE;
    return (
      withVariants(`pages/${fileOf(path)}`, { faq }) ?? withVariants(`pages/${fileOf(path)}/index`, { faq })
    );
  }

  const newsNames = () =>
    Object.keys(files)
      .map((name) => /^news\/([a-z0-9-]+)\.md$/.exec(name)?.[1])
      .filter((slug): slug is string => slug !== undefined);

  return {
    page,
    /** A page that must exist: a missing content file fails the prerender, so no page ships empty. */
    requirePage(path: string): PageContent {
      const content = page(path);
      if (!content) throw new ContentError(`No content file for ${path} (content/pages/${fileOf(path)}.md)`);
      return content;
    },
    links(paths: readonly string[]): ContentLink[] {
      return paths.map((path) => {
        const { document } = this.requirePage(path);
        return { path, title: document.title, description: document.description, brands: document.brands };
      });
    },
    news(): NewsTeaser[] {
      return newsNames()
        .map((slug) => {
          const document = parsed(`news/${slug}.md`, { news: true });
          if (!document) throw new ContentError(`news/${slug}.md vanished`);
          return {
            path: `/tin-tuc/${slug}`,
            title: document.title,
            description: document.description,
            summary: document.summary ?? '',
            date: document.date ?? '',
            brands: document.brands,
          };
        })
        .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));
    },
    article(slug: string): PageContent | null {
      return /^[a-z0-9-]+$/.test(slug) ? withVariants(`news/${slug}`, { news: true }) : null;
    },
  };
}

export type ContentIndex = ReturnType<typeof createContentIndex>;
