import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { shellTexts } from '../i18n/cs';

export const testI18n = createI18n({ shell: shellTexts });
