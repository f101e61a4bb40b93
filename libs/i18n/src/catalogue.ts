// The text catalogue's engine: each lib's texts are a typed module of its own (`defineTexts`), bundled
// with the code that uses them; looking one up is a walk down a dotted path and a `{{name}}`
// replacement. Nothing to initialise at boot, no third-party runtime (see README: why not i18next).

/** The player-facing language, and the one every missing text falls back to (spec §9). */
export const DEFAULT_LOCALE = 'vi';

/** A namespace's texts: strings, possibly grouped; nested keys are read as dotted paths (`modal.close`). */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Values for `{{name}}` placeholders. */
export type TextVars = Record<string, string | number>;

/** locale → namespace → texts */
const bundles = new Map<string, Map<string, TextTree>>();
let active = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function merge(into: TextTree, from: TextTree): TextTree {
  const out: Record<string, string | TextTree> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const before = out[key];
    out[key] = typeof value === 'object' && typeof before === 'object' ? merge(before, value) : value;
  }
  return out;
}

/** Adds a namespace's texts for a locale; a later call for the same namespace overrides its keys. */
export function addTexts(locale: string, namespace: string, texts: TextTree): void {
  let byNamespace = bundles.get(locale);
  if (!byNamespace) bundles.set(locale, (byNamespace = new Map()));
  const before = byNamespace.get(namespace);
  byNamespace.set(namespace, before ? merge(before, texts) : texts);
}

function find(locale: string, namespace: string, key: string): string | undefined {
  let node: string | TextTree | undefined = bundles.get(locale)?.get(namespace);
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

/** The text in the active locale, else in Vietnamese, else the key itself (a missing entry shows). */
export function lookUp(namespace: string, key: string, vars?: TextVars): string {
  const text = find(active, namespace, key) ?? find(DEFAULT_LOCALE, namespace, key);
  if (text === undefined) return key;
  if (!text.includes('{{')) return text;
  // `{{amount, number}}` reads `amount`; values are not HTML-escaped (React escapes).
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = vars?.[name.replace(/,.*/, '').trim()];
    return value === undefined ? '' : String(value);
  });
}

export const activeLocale = (): string => active;

export function changeLocale(locale: string): void {
  if (locale === active) return;
  active = locale;
  for (const listener of listeners) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
