import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_VERSION, type RemoteModule, type RemoteMountProps } from '@zaber/shared/platform/contract';
import { testI18n } from '../testing/i18n';
import { createRemoteLifecycles, type RemoteLoaderDeps } from './remote-loader';

function fakeRemote(version: string = CONTRACT_VERSION) {
  const calls: string[] = [];
  const module: RemoteModule = {
    contractVersion: version,
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props) => {
      calls.push('mount');
      props.domElement.innerHTML = '<div data-remote="mf-client">obsah</div>';
    },
    unmount: async (props) => {
      calls.push('unmount');
      props.domElement.innerHTML = '';
    },
  };
  return { module, calls };
}

function props(): RemoteMountProps {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  return { domElement, name: 'mf-client', remote: 'mf-client' } as unknown as RemoteMountProps;
}

function lifecyclesWith(overrides: Partial<RemoteLoaderDeps>) {
  return createRemoteLifecycles({
    remote: 'mf-client',
    i18n: testI18n,
    load: async () => fakeRemote().module,
    reset: () => undefined,
    onLoadError: () => false,
    ...overrides,
  });
}

beforeEach(() => {
  document.body.innerHTML = '';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('createRemoteLifecycles', () => {
  it('bootstraps once and mounts the remote', async () => {
    const { module, calls } = fakeRemote();
    const lifecycles = lifecyclesWith({
      load: async () => module,
    });
    const p = props();
    await lifecycles.mount(p);
    await lifecycles.unmount(p);
    await lifecycles.mount(p);
    expect(calls).toEqual(['bootstrap', 'mount', 'unmount', 'mount']);
    expect(p.domElement.querySelector('[data-remote="mf-client"]')).not.toBeNull();
  });

  it('leaves no server HTML behind when a remote that could not load is left for another page', async () => {
    const lifecycles = lifecyclesWith({
      load: async () => {
        throw new Error('Failed to fetch');
      },
    });
    const p = props();
    p.domElement.innerHTML = '<div data-remote="mf-client"><h1>Ze serveru</h1></div>';
    await act(async () => {
      await lifecycles.mount(p);
    });
    // The server's HTML stays readable beside the error panel while the page is shown…
    expect(p.domElement.textContent).toContain('Ze serveru');
    await act(async () => {
      await lifecycles.unmount(p);
    });
    // …and goes with it: the next page's remote is alone on the page.
    expect(p.domElement.innerHTML).toBe('');
  });

  it('shows a Czech error panel with a retry when loading fails, and the retry mounts it', async () => {
    const { module } = fakeRemote();
    let fail = true;
    const reset = jest.fn();
    const lifecycles = lifecyclesWith({
      load: async () => {
        if (fail) throw new Error('Failed to fetch');
        return { default: module };
      },
      reset,
    });
    const p = props();
    await act(async () => {
      await lifecycles.mount(p);
    });
    expect(await screen.findByText('Tuto část stránky se nepodařilo načíst.')).toBeInTheDocument();
    expect(p.domElement.querySelector('[data-remote-error="mf-client"]')).not.toBeNull();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(p.domElement.querySelector('[data-remote="mf-client"]')).not.toBeNull());
    expect(reset).toHaveBeenCalledTimes(1);
    expect(p.domElement.querySelector('[data-remote-error]')).toBeNull();
  });

  it('mounts a remote built against an older minor version of the contract', async () => {
    const { module, calls } = fakeRemote('1.0.0');
    const lifecycles = lifecyclesWith({ load: async () => module });
    await act(async () => {
      await lifecycles.mount(props());
    });
    expect(calls).toContain('mount');
    expect(document.querySelector('[data-remote-error]')).toBeNull();
  });

  it.each(['2.0.0', '1.9.0'])('refuses a remote built against contract %s with the Czech panel', async (version) => {
    const { module, calls } = fakeRemote(version);
    const lifecycles = lifecyclesWith({
      load: async () => module,
    });
    await act(async () => {
      await lifecycles.mount(props());
    });
    expect(
      await screen.findByText(`Modul mf-client byl sestaven pro rozhraní verze ${version}, ale stránka potřebuje verzi ${CONTRACT_VERSION}.`),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a module that is not a remote app', async () => {
    const lifecycles = lifecyclesWith({
      load: async () => ({ mount: 1 }),
    });
    await act(async () => {
      await lifecycles.mount(props());
    });
    expect(await screen.findByText('Tuto část stránky se nepodařilo načíst.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('mf-client'), expect.any(Error));
  });

  it('shows the panel when the remote throws while mounting', async () => {
    const { module } = fakeRemote();
    module.mount = async () => {
      throw new Error('render failed');
    };
    const lifecycles = lifecyclesWith({
      load: async () => module,
    });
    await act(async () => {
      await lifecycles.mount(props());
    });
    expect(await screen.findByText('Tuto část stránky se nepodařilo načíst.')).toBeInTheDocument();
  });

  it('leaves the page to the reload guard on a chunk error', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 5 failed'), { name: 'ChunkLoadError' });
    const onLoadError = jest.fn(() => true);
    const lifecycles = lifecyclesWith({
      load: async () => {
        throw chunkError;
      },
      onLoadError,
    });
    const p = props();
    await act(async () => {
      await lifecycles.mount(p);
    });
    expect(onLoadError).toHaveBeenCalledWith(chunkError);
    expect(p.domElement.querySelector('[data-remote-error]')).toBeNull();
  });

  it('gives up on a remote that never answers', async () => {
    const lifecycles = lifecyclesWith({
      load: () => new Promise(() => undefined),
      timeoutMs: 20,
    });
    await act(async () => {
      await lifecycles.mount(props());
    });
    expect(await screen.findByText('Tuto část stránky se nepodařilo načíst.')).toBeInTheDocument();
  });

  it('tells the release guard how each mount went: mounted, or loaded but failed to mount', async () => {
    const events: string[] = [];
    const hooks = {
      onMounted: () => events.push('mounted'),
      onMountFailed: (error: unknown) => events.push(`mount-failed: ${(error as Error).message}`),
      onLoadError: (error: unknown) => {
        events.push(`load-failed: ${(error as Error).message}`);
        return false;
      },
    };
    await lifecyclesWith(hooks).mount(props());
    const throwing = fakeRemote();
    throwing.module.mount = async () => {
      throw new Error('mount boom');
    };
    await lifecyclesWith({ ...hooks, load: async () => throwing.module }).mount(props());
    await lifecyclesWith({
      ...hooks,
      load: async () => {
        throw new Error('entry unreachable');
      },
    }).mount(props());
    expect(events).toEqual(['mounted', 'mount-failed: mount boom', 'load-failed: mount boom', 'load-failed: entry unreachable']);
  });
});
