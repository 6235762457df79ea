import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/**
 * Every key of a nested texts object (`{ a: { b: '…' } }` → `'a.b'`), plural forms folded into
 * their base key (`results_one` → `results`), as i18next is called with them.
 */
export type TextKey<Texts, Prefix extends string = ''> = {
  [K in keyof Texts & string]: Texts[K] extends string ? WithoutPlural<`${Prefix}${K}`> : TextKey<Texts[K], `${Prefix}${K}.`>;
}[keyof Texts & string];

/** `t` limited to the keys of one bundle: a misspelled key fails `tsc`. */
export type TypedT<Key extends string> = (key: Key, options?: TOptions) => string;

/**
 * The shell's i18next `t`, typed by the caller's keys. We type per bundle instead of through
 * i18next's global `CustomTypeOptions`, because every remote type-checks shared's sources too
 * and each remote sees only its own bundle plus `common`.
 */
export function useTypedT<Key extends string>(): TypedT<Key> {
  const { t } = useTranslation();
  // Checked by the caller's Key; i18next itself is not told the resources' shape. Stable while
  // i18next's `t` is, so effects that list it do not re-run on every render.
  return useCallback((key: string, options?: TOptions) => String(options ? t(key, options) : t(key)), [t]);
}
