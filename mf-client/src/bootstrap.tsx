import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';
import { clientTexts } from './i18n/cs';

const app = createRemoteApp({ remote: 'mf-client', App, texts: { client: clientTexts } });

export const { contractVersion, bootstrap, mount, unmount } = app;
