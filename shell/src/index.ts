import { nextTask } from '@zaber/shared/platform/ssr/next-task';
import { setConsentDefaults } from './features/consent/consent';

setConsentDefaults();

/**
 * The largest libraries and modules the shell starts with, evaluated one per task before the
 * shell's own code: evaluating them inside the bootstrap's import made one task of several hundred
 * milliseconds on a phone (the page could not take a tap meanwhile). The libraries are shared
 * modules, the shell's own modules are in the bootstrap's chunk (named so): this only runs them
 * earlier, the bootstrap then finds them evaluated.
 */
const STAGES = [
  () => import('react-dom/client'),
  () => import('@apollo/client'),
  () => import('@apollo/client/react'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@ant-design/cssinjs'),
  // The store: Redux Toolkit, immer and the shared slices.
  () => import(/* webpackChunkName: "bootstrap" */ './app/store'),
  // The Apollo client's links (persisted operations, errors, the session's headers).
  () => import(/* webpackChunkName: "bootstrap" */ './app/apollo'),
  // antd's configuration: its provider, theme and Czech locale.
  () => import(/* webpackChunkName: "bootstrap" */ '@zaber/shared/ui/antd-provider'),
];

async function boot() {
  for (const stage of STAGES) {
    try {
      await stage();
    } catch {
      // The bootstrap asks for it again and handles a failed chunk (reloads once).
    }
    await nextTask();
  }
  // The async boundary Module Federation needs before shared modules are used.
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void boot();
