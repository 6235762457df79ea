import type { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import { type TextKey, type TypedT, useTypedT } from '@zaber/shared/platform/i18n/text-key';

export type CommonKey = TextKey<{ common: typeof commonTexts }>;

/** `t` for the `common.*` texts used by shared UI. */
export function useCommonT(): TypedT<CommonKey> {
  return useTypedT<CommonKey>();
}
