import type { RemoteAppDefinition } from '@zaber/shared/ui/create-remote-app';
import { publicTexts } from '../i18n/cs';
import { App } from './app';

/** mf-public as the shell mounts it and as its server renders it: one definition for both. */
export const publicRemote: RemoteAppDefinition = { remote: 'mf-public', App, texts: { public: publicTexts } };
