import { addTexts, changeLocale, DEFAULT_LOCALE, lookUp, type TextTree, type TextVars } from './catalogue';

export type { TextTree, TextVars } from './catalogue';

/** An untyped lookup bound to one namespace. */
export type TextFunction = (key: string, vars?: TextVars) => string;

/**
 * Adds (or replaces) a namespace's texts for a locale. Calling it again with the same texts changes
 * nothing, so a lib may register at import time and hot reloads stay harmless.
 */
export function registerTexts(namespace: string, texts: TextTree, locale: string = DEFAULT_LOCALE): void {
  addTexts(locale, namespace, texts);
}

/** Looks a text up outside React (atoms, error mappers). Missing in the active locale → Vietnamese. */
export function t(namespace: string, key: string, vars?: TextVars): string {
  return lookUp(namespace, key, vars);
}

/** Switches the active locale (the settings' locale); texts missing there fall back to Vietnamese. */
export async function setLocale(locale: string): Promise<void> {
  changeLocale(locale);
}
