import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { App } from './app/app';

const app = createRemoteApp({ remote: 'mf-account', App });

export const { contractVersion, bootstrap, mount, unmount } = app;
