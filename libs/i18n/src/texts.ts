import { DEFAULT_LOCALE, i18n } from './instance';

/** A namespace's texts: strings, possibly grouped; nested keys are read as dotted paths (`modal.close`). */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** Values for `{{name}}` placeholders. */
export type TextVars = Record<string, string | number>;

/** An untyped lookup bound to one namespace. */
export type TextFunction = (key: string, vars?: TextVars) => string;

/**
 * Adds (or replaces) a namespace's texts for a locale. Calling it again with the same texts changes
 * nothing, so a lib may register at import time and hot reloads stay harmless.
 */
export function registerTexts(namespace: string, texts: TextTree, locale: string = DEFAULT_LOCALE): void {
  i18n.addResourceBundle(locale, namespace, texts, true, true);
}

/** Looks a text up outside React (atoms, error mappers). Missing in the active locale → Vietnamese. */
export function t(namespace: string, key: string, vars?: TextVars): string {
  return i18n.t(key, { ...vars, ns: namespace });
}

/** Switches the active locale (the settings' locale); texts missing there fall back to Vietnamese. */
export function setLocale(locale: string): Promise<unknown> {
  return i18n.changeLanguage(locale);
}
