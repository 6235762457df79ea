import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';
import { publicTexts } from './i18n/cs';

const app = createRemoteApp({ remote: 'mf-public', App, texts: { public: publicTexts } });

export const { contractVersion, bootstrap, mount, unmount } = app;
