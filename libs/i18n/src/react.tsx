import { useCallback, useSyncExternalStore } from 'react';
import { activeLocale, onLocaleChange } from './catalogue';
import { t as lookUp, type TextFunction, type TextVars } from './texts';

/** A lookup bound to `namespace` that re-renders the component when the locale changes. */
export function useTexts(namespace: string): TextFunction {
  const language = useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);
  // The language is a dependency on purpose: a new function tells memoised children to re-render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((key: string, vars?: TextVars) => lookUp(namespace, key, vars), [namespace, language]);
}
