import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';
import { accountTexts } from './i18n/cs';

const app = createRemoteApp({ remote: 'mf-account', App, texts: { account: accountTexts } });

export const { contractVersion, bootstrap, mount, unmount } = app;
