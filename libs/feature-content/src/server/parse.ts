import { Marked, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import type { BrandId } from '@xc/brand';
import { unknownPlaceholders } from '@xc/brand';
import { findPage } from '@xc/paths';
import type { ContentAction, ContentDocument, ContentOverrides, FaqPair } from '../types';

/** Content is ours, but raw HTML in Markdown is shown as text, never injected. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const markdown = new Marked({
  gfm: true,
  renderer: {
    html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
  },
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export class ContentError extends Error {
  override readonly name = 'ContentError';
}

interface FrontMatter {
  title?: unknown;
  description?: unknown;
  date?: unknown;
  summary?: unknown;
  action?: unknown;
  brands?: unknown;
}

const text = (value: unknown, field: string, file: string, required: boolean): string | undefined => {
  if (value === undefined || value === null) {
    if (required) throw new ContentError(`${file}: front matter needs "${field}"`);
    return undefined;
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string' || value.trim() === '')
    throw new ContentError(`${file}: "${field}" must be text`);
  return value.trim();
};

function overridesOf(value: unknown, file: string): ContentOverrides {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ContentError(`${file}: "brands" must be a map`);
  const result: ContentOverrides = {};
  for (const [brand, fields] of Object.entries(value as Record<string, FrontMatter>)) {
    if (!/^xc0[3-8]$/.test(brand)) throw new ContentError(`${file}: unknown brand "${brand}" in "brands"`);
    result[brand as BrandId] = {
      title: text(fields.title, `brands.${brand}.title`, file, false),
      description: text(fields.description, `brands.${brand}.description`, file, false),
      summary: text(fields.summary, `brands.${brand}.summary`, file, false),
    };
  }
  return result;
}

/** `action: { label, to }`: a label, and a path of a page this site has (a typo fails the build). */
function actionOf(value: unknown, file: string): ContentAction | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new ContentError(`${file}: "action" must be a map`);
  const { label, to } = value as { label?: unknown; to?: unknown };
  const target = text(to, 'action.to', file, true) ?? '';
  const url = /^\/(?!\/)/.test(target) ? new URL(target, 'https://site.invalid') : null;
  if (!url || url.origin !== 'https://site.invalid' || url.hash !== '' || !findPage(url.pathname))
    throw new ContentError(`${file}: "action.to" must be a page of this site, not ${target}`);
  return { label: text(label, 'action.label', file, true) ?? '', to: target };
}

/** Question/answer pairs of a FAQ written as `## Question` headings, each followed by its answer. */
export function faqPairs(body: string): FaqPair[] {
  const tokens = markdown.lexer(body);
  const pairs: FaqPair[] = [];
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 2) {
      pairs.push({ question: token.text.trim(), answer: '' });
    } else if (pairs.length > 0 && token.type !== 'space') {
      const last = pairs[pairs.length - 1];
      if (last) last.answer = [last.answer, plainText(token)].filter(Boolean).join(' ');
    }
  }
  return pairs.filter((pair) => pair.answer !== '');
}

function plainText(token: Tokens.Generic): string {
  const raw = typeof token.text === 'string' ? token.text : token.raw;
  return raw
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One Markdown file into a document: checked front matter, HTML body, and its FAQ pairs when asked. */
export function parseContent(raw: string, file: string, { news = false, faq = false } = {}): ContentDocument {
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new ContentError(`${file}: missing front matter`);
  let front: FrontMatter;
  try {
    front = (parseYaml(match[1] ?? '') ?? {}) as FrontMatter;
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML (${(error as Error).message})`);
  }
  const body = match[2] ?? '';
  const unknown = unknownPlaceholders(raw);
  if (unknown.length) throw new ContentError(`${file}: unknown placeholder(s) ${unknown.join(', ')}`);
  const date = text(front.date, 'date', file, news);
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new ContentError(`${file}: "date" must be YYYY-MM-DD`);
  return {
    title: text(front.title, 'title', file, true) ?? '',
    description: text(front.description, 'description', file, true) ?? '',
    date,
    summary: text(front.summary, 'summary', file, news),
    html: markdown.parse(body, { async: false }),
    action: actionOf(front.action, file),
    faq: faq ? faqPairs(body) : undefined,
    brands: overridesOf(front.brands, file),
  };
}
