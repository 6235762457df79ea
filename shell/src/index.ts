import { nextTask } from '@zaber/shared/ssr/next-task';
import { setConsentDefaults } from './features/consent/consent';

setConsentDefaults();

/**
 * The largest libraries the shell starts with, evaluated one per task before the shell's own code:
 * evaluating them inside the bootstrap's import made one task of several hundred milliseconds on a
 * phone (the page could not take a tap meanwhile). Each is a shared module: this only runs it
 * earlier, the bootstrap then finds it evaluated.
 */
const STAGES = [
  () => import('react-dom/client'),
  () => import('@apollo/client'),
  () => import('@apollo/client/react'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@ant-design/cssinjs'),
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
