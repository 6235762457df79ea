// The time budget of a test in jsdom (see jest-preset.cjs), set per file: a run of several
// projects (jest.config.cjs at the root) takes only the root's testTimeout.
jest.setTimeout(90_000);
