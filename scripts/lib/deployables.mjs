// The packages of the repo and the parts deployed on their own.
/** Built in this order by scripts/build.mjs (shared and the API first). */
export const PACKAGES = ['shared', 'api', 'shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account'];
/** What a team ships alone; journeys are tagged with the ones they touch (`@mf-client`). */
export const DEPLOYABLES = ['shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account', 'api'];
