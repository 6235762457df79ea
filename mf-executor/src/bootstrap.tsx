import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';
import { executorTexts } from './i18n/cs';

const app = createRemoteApp({ remote: 'mf-executor', App, texts: { executor: executorTexts } });

export const { contractVersion, bootstrap, mount, unmount } = app;
