import { setConsentDefaults } from './features/consent/consent';

setConsentDefaults();
// The async boundary Module Federation needs before shared modules are used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
