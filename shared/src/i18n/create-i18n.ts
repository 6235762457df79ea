import i18next, { type i18n as I18n } from 'i18next';
import { cs } from '@zaber/shared/i18n/cs';

/** The one i18next instance of the page; remotes get it through the contract. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'cs',
    fallbackLng: 'cs',
    resources: { cs: { translation: cs } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
