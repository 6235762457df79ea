import { createReleaseReporter } from './release-reports';

describe('createReleaseReporter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends released versions in one batch a moment later, never the built one', () => {
    const sent: string[] = [];
    const reporter = createReleaseReporter({ send: (body) => sent.push(body), delayMs: 1000 });
    reporter.report('mf-client', 'aaaaaaaaaaaa', 'mounted');
    reporter.report('mf-client', 'aaaaaaaaaaaa', 'mount-failed');
    reporter.report('mf-public', 'built', 'error');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(sent.map((b) => JSON.parse(b))).toEqual([
      {
        reports: [
          { remote: 'mf-client', version: 'aaaaaaaaaaaa', kind: 'mounted' },
          { remote: 'mf-client', version: 'aaaaaaaaaaaa', kind: 'mount-failed' },
        ],
      },
    ]);
  });

  it('counts at most five failures of a remote per page and sends at once when flushed', () => {
    const sent: string[] = [];
    const reporter = createReleaseReporter({ send: (body) => sent.push(body) });
    for (let i = 0; i < 9; i += 1) reporter.report('mf-client', 'bbbbbbbbbbbb', 'error');
    reporter.flush();
    expect(JSON.parse(sent[0] ?? '{}').reports).toHaveLength(5);
  });
});
