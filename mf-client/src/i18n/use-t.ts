import type { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import { type TextKey, type TypedT, useTypedT } from '@zaber/shared/platform/i18n/text-key';
import type { clientTexts } from './cs';

/** Keys mf-client may use: its own `client.*` and the shared `common.*`. */
export type ClientKey = TextKey<{ common: typeof commonTexts; client: typeof clientTexts }>;

/** `t` typed by mf-client's bundle: a misspelled key fails `tsc`. */
export function useT(): TypedT<ClientKey> {
  return useTypedT<ClientKey>();
}
