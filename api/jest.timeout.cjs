// The API's time budget per test (jest.config.cjs), set per file: a run of several projects (the
// root's jest.config.cjs) takes only the root's testTimeout.
jest.setTimeout(60_000);
