import type { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import { type TextKey, type TypedT, useTypedT } from '@zaber/shared/platform/i18n/text-key';
import type { accountTexts } from './cs';

/** Keys mf-account may use: its own `account.*` and the shared `common.*`. */
export type AccountKey = TextKey<{ common: typeof commonTexts; account: typeof accountTexts }>;

/** `t` typed by mf-account's bundle: a misspelled key fails `tsc`. */
export function useT(): TypedT<AccountKey> {
  return useTypedT<AccountKey>();
}
