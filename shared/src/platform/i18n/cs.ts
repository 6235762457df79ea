import { commonTexts } from '@zaber/shared/platform/i18n/cs/common';

/**
 * Czech is the source language. Keys are `<part>.<feature>.<key>`; plurals use i18next's Czech
 * forms (`_one`, `_few`, `_many`, `_other`). Shared holds only `common`; the shell passes its own
 * bundle to `createI18n`, and each remote adds its part (`public`, `client`, …) at mount through
 * `createRemoteApp({ texts })`, so every app's texts ship in its own bundle.
 */
export const cs = {
  common: commonTexts,
} as const;

export type Resources = typeof cs;
