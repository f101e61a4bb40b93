export { activeLocale, DEFAULT_LOCALE } from './catalogue';
export { registerTexts, setLocale, t } from './texts';
export type { TextFunction, TextTree, TextVars } from './texts';
export { useTexts } from './react';
export { defineTexts } from './define-texts';
export { floorTo2, formatJackpot, formatMoney, formatNumber } from './format/money';
export type { Placeholders, TextCatalogue, TextKey, TypedTextFunction } from './define-texts';
