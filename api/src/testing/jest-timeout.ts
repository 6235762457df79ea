// The API's time budget per test (jest.config.cjs), also in a run of several projects.
jest.setTimeout(60_000);
