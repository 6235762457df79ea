// 'react-i18next' as the shell provides it to every app: what Záběr's browser code uses
// (NARROWED_ENTRIES in ../federation.mjs). Not <Trans> with its HTML parser, nor the HOCs.
export { I18nextProvider, useTranslation } from '@zaber/vendor/react-i18next';
