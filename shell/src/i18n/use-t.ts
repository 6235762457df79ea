import type { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import { type TextKey, type TypedT, useTypedT } from '@zaber/shared/platform/i18n/text-key';
import type { shellTexts } from './cs';

/** Keys the shell may use: its own `shell.*` and the shared `common.*`. */
export type ShellKey = TextKey<{ common: typeof commonTexts; shell: typeof shellTexts }>;

/** `t` typed by the shell's bundle: a misspelled key fails `tsc`. */
export function useT(): TypedT<ShellKey> {
  return useTypedT<ShellKey>();
}
