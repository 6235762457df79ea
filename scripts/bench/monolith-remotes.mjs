// Stands in for `@module-federation/enhanced/runtime` in the bench's monolith build
// (scripts/bench/monolith.webpack.mjs): the shell's `loadRemote('<name>/app')` becomes a dynamic
// import of that remote's exposed module, so each remote is a lazy chunk of the one build.
// The `zaber-monolith/<name>` requests are aliases the config points at each remote's `exposes['./app']`.

const APPS = {
  mf_public: () => import('zaber-monolith/mf_public'),
  mf_client: () => import('zaber-monolith/mf_client'),
  mf_executor: () => import('zaber-monolith/mf_executor'),
  mf_account: () => import('zaber-monolith/mf_account'),
};

/** Nothing to register: the remotes are part of this build (the shell still reads /remotes.json). */
export function registerRemotes() {}

/** `loadRemote('mf_client/app')` → the module namespace of mf-client's exposed `./app`. */
export function loadRemote(id) {
  const [name, exposed] = id.split('/');
  const load = exposed === 'app' ? APPS[name] : undefined;
  if (!load) return Promise.reject(new Error(`The monolith build has no module ${id}`));
  return load();
}
