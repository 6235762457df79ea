import { commonTexts } from '@zaber/shared/i18n/cs/common';
import { shellTexts } from '@zaber/shared/i18n/cs/shell';
import { publicTexts } from '@zaber/shared/i18n/cs/public';
import { clientTexts } from '@zaber/shared/i18n/cs/client';
import { executorTexts } from '@zaber/shared/i18n/cs/executor';
import { accountTexts } from '@zaber/shared/i18n/cs/account';

/**
 * Czech is the source language. Keys are `<part>.<feature>.<key>`, one file per part under
 * `cs/`; plurals use i18next's Czech forms (`_one`, `_few`, `_many`, `_other`).
 */
export const cs = {
  common: commonTexts,
  shell: shellTexts,
  public: publicTexts,
  client: clientTexts,
  executor: executorTexts,
  account: accountTexts,
} as const;

export type Resources = typeof cs;
