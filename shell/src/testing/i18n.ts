import { createI18n } from '@zaber/shared/i18n/create-i18n';

export const testI18n = createI18n();
