import { useCallback, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './instance';
import type { TextFunction, TextVars } from './texts';

/** Puts the platform's i18next instance in context; the shell renders it once around the app. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** A lookup bound to `namespace` that re-renders the component when the locale changes. */
export function useTexts(namespace: string): TextFunction {
  const { t } = useTranslation(namespace);
  return useCallback((key: string, vars?: TextVars) => t(key, vars ?? {}), [t]);
}
