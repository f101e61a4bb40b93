import { createInstance } from 'i18next';

/** The player-facing language, and the one every missing text falls back to (spec §9). */
export const DEFAULT_LOCALE = 'vi';

/**
 * The one i18next instance of the platform. Resources are bundled and registered by each lib at import
 * time, and init is synchronous, so first paint and the Node prerender never wait for a fetch.
 */
export const i18n = createInstance();

void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: {},
  ns: [],
  defaultNS: false,
  // Callers always name the namespace, so a ':' inside a key is never read as a namespace prefix.
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  // Keeps server, prerender and test logs clean.
  showSupportNotice: false,
});
