import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './instance';
import { t as lookUp, type TextFunction, type TextVars } from './texts';

/**
 * Kept so the shell has one place to wrap the app; the instance is a module singleton, so nothing needs
 * context (react-i18next's provider would add ~5 KB brotli to every page for what one hook does here).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/** A lookup bound to `namespace` that re-renders the component when the locale changes. */
export function useTexts(namespace: string): TextFunction {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  // The language is a dependency on purpose: a new function tells memoised children to re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, vars?: TextVars) => lookUp(namespace, key, vars), [namespace, language]);
}
