import type { YogaInitialContext } from 'graphql-yoga';
import type { ServerContext, UserContext, Viewer } from '../graphql/context';
import type { Services } from '../lib/ports';
import { requestViewer } from '../modules/auth/request-viewer';
import { createLoaders } from './loaders';

/**
 * Builds each operation's context: the services, the viewer (read once, on first use) and fresh loaders.
 */
export function createContextFactory(services: Services) {
  return (initial: YogaInitialContext & ServerContext): UserContext => {
    let viewer: Promise<Viewer> | undefined;
    return {
      services,
      viewer: () => (viewer ??= requestViewer(services, initial)),
      loaders: createLoaders(services.db),
    };
  };
}
