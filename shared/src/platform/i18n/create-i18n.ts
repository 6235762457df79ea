import { cs } from '@zaber/shared/platform/i18n/cs';
import i18next, { type i18n as I18n } from 'i18next';

/** Czech texts of one part of the page (`{ login: { title: '…' } }`), under its key (`shell`, `public`, …). */
export interface TextBundle {
  readonly [key: string]: string | TextBundle;
}

/**
 * The one i18next instance of the page; remotes get it through the contract. It holds the
 * shared `common` texts plus the calling app's own bundles (`createI18n({ shell: shellTexts })`),
 * so each app's texts ship with that app.
 */
export function createI18n(bundles: Readonly<Record<string, TextBundle>> = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'cs',
    fallbackLng: 'cs',
    resources: { cs: { translation: { ...cs, ...bundles } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
