import { useCallback, useSyncExternalStore } from 'react';
import { i18n } from './instance';
import { t as lookUp, type TextFunction, type TextVars } from './texts';

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
