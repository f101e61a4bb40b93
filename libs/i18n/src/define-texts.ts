import { useTexts } from './react';
import { registerTexts, t, type TextTree, type TextVars } from './texts';

/** Dotted paths to every string leaf of `T`: `{ modal: { close: '' } }` → `'modal.close'`. */
export type TextKey<T extends TextTree> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends TextTree ? `${K}.${TextKey<T[K]>}` : never;
}[keyof T & string];

type TextAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type PlaceholderName<S extends string> = S extends `${infer Name},${string}` ? Trim<Name> : Trim<S>;

/** Names of the `{{name}}` placeholders of a text literal (`{{amount, number}}` counts as `amount`). */
export type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? PlaceholderName<Name> | Placeholders<Rest>
  : never;

type VarsArg<S> = [Placeholders<S>] extends [never]
  ? [vars?: TextVars]
  : [vars: Record<Placeholders<S>, string | number> & TextVars];

/** A lookup whose keys, and the placeholders each text needs, are checked against the catalogue. */
export type TypedTextFunction<T extends TextTree> = <K extends TextKey<T>>(
  key: K,
  ...vars: VarsArg<TextAt<T, K>>
) => string;

export interface TextCatalogue<T extends TextTree> {
  readonly namespace: string;
  /** The Vietnamese source texts, as registered. */
  readonly texts: T;
  /** For code outside React. */
  readonly t: TypedTextFunction<T>;
  /** For components: re-renders on a locale change. */
  readonly useTexts: () => TypedTextFunction<T>;
}

/**
 * A lib's Vietnamese texts under its namespace, with lookups typed by them:
 *
 *   export const authTexts = defineTexts('feature-auth', { login: { failed: 'Đăng nhập không thành công' } });
 *   authTexts.t('login.failed');            // ok
 *   authTexts.t('login.fialed');            // type error
 *
 * The texts are registered on the catalogue's first lookup, not when the module is imported, so the
 * call is free of side effects: a bundle keeps a lib's texts only where they are read (a lib's barrel
 * re-exporting them no longer puts every feature's words in every page's first script).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineTexts<const T extends TextTree>(namespace: string, texts: T): TextCatalogue<T> {
  let registered = false;
  const ready = () => {
    if (registered) return;
    registered = true;
    registerTexts(namespace, texts);
  };
  return {
    namespace,
    texts,
    t: ((key: string, vars?: TextVars) => {
      ready();
      return t(namespace, key, vars);
    }) as TypedTextFunction<T>,
    useTexts: () => {
      ready();
      return useTexts(namespace) as TypedTextFunction<T>;
    },
  };
}
