import type { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import { type TextKey, type TypedT, useTypedT } from '@zaber/shared/platform/i18n/text-key';
import type { executorTexts } from './cs';

/** Keys mf-executor may use: its own `executor.*` and the shared `common.*`. */
export type ExecutorKey = TextKey<{ common: typeof commonTexts; executor: typeof executorTexts }>;

/** `t` typed by mf-executor's bundle: a misspelled key fails `tsc`. */
export function useT(): TypedT<ExecutorKey> {
  return useTypedT<ExecutorKey>();
}
