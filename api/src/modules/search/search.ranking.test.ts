import { bayesianRating, recommendedScore, SCORE, type ScoreInput } from './search.ranking';

const row = (over: Partial<ScoreInput>): ScoreInput => ({
  textMatch: null,
  rating: null,
  reviewsCount: 0,
  responseTimeHours: null,
  activityIndex: null,
  ...over,
});

describe('the catalogue score (sort RECOMMENDED)', () => {
  it('pulls a rating from few reviews towards the mean: 5.0 from 2 reviews ranks below 4.9 from 80', () => {
    expect(bayesianRating(5, 2)).toBeCloseTo((SCORE.PRIOR_WEIGHT * SCORE.PRIOR_MEAN + 10) / (SCORE.PRIOR_WEIGHT + 2));
    expect(recommendedScore(row({ rating: 5, reviewsCount: 2 }))).toBeLessThan(recommendedScore(row({ rating: 4.9, reviewsCount: 80 })));
    // No reviews: exactly the mean, neither helped nor hurt.
    expect(bayesianRating(null, 0)).toBe(SCORE.PRIOR_MEAN);
    expect(recommendedScore(row({}))).toBe(0);
    // A bad rating from many reviews sinks.
    expect(recommendedScore(row({ rating: 3, reviewsCount: 40 }))).toBeLessThan(recommendedScore(row({})));
  });

  it('prefers text matching the typed service words, fast answers and activity', () => {
    expect(recommendedScore(row({ textMatch: true }))).toBe(SCORE.TEXT);
    expect(recommendedScore(row({ textMatch: false }))).toBe(0);
    expect(recommendedScore(row({ responseTimeHours: 1 }))).toBeGreaterThan(recommendedScore(row({ responseTimeHours: 48 })));
    expect(recommendedScore(row({ responseTimeHours: 48 }))).toBeGreaterThan(recommendedScore(row({})));
    expect(recommendedScore(row({ activityIndex: 90 }))).toBeCloseTo(0.45);
  });

  it('with a place, nearer ranks higher and far or placeless rows count as FAR_KM', () => {
    expect(recommendedScore(row({ distanceKm: 0 }))).toBe(0);
    expect(recommendedScore(row({ distanceKm: 20 }))).toBeCloseTo(-2);
    expect(recommendedScore(row({ distanceKm: null }))).toBe(recommendedScore(row({ distanceKm: 5000 })));
    // 30 km further outweighs the best possible rating, response and activity with no text match.
    const best = row({ rating: 5, reviewsCount: 1000, responseTimeHours: 0, activityIndex: 100 });
    expect(recommendedScore({ ...best, distanceKm: 30 })).toBeLessThan(recommendedScore(row({ distanceKm: 0 })));
  });
});
