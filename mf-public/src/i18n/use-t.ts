import type { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import { type TextKey, type TypedT, useTypedT } from '@zaber/shared/platform/i18n/text-key';
import type { publicTexts } from './cs';

/** Keys mf-public may use: its own `public.*` and the shared `common.*`. */
export type PublicKey = TextKey<{ common: typeof commonTexts; public: typeof publicTexts }>;

/** `t` typed by mf-public's bundle: a misspelled key fails `tsc`. */
export function useT(): TypedT<PublicKey> {
  return useTypedT<PublicKey>();
}
