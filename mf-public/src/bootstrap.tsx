import { createRemoteApp } from '@zaber/shared/ui/create-remote-app';
import { publicRemote } from './app/remote';

const app = createRemoteApp(publicRemote);

export const { contractVersion, bootstrap, mount, unmount } = app;
