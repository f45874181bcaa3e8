import { describe, expect, it } from 'vitest';
import { parseTenantArgs, planBuild } from '../../../scripts/lib/build-plan';

describe('planBuild', () => {
  const schools = [
    { id: 'same', digest: 'a', previous: 'a' },
    { id: 'edited', digest: 'b', previous: 'a' },
    { id: 'new', digest: 'c' },
    { id: 'down', error: 'school from http://api: GET /api/… failed (busy 500)', previous: 'd' },
  ];

  it('builds every school whose content was fetched, changed or not, without --changed', () => {
    expect(planBuild(schools)).toEqual({
      build: ['same', 'edited', 'new'],
      unchanged: [],
      failed: [{ id: 'down', error: 'school from http://api: GET /api/… failed (busy 500)' }],
    });
  });

  it('with --changed, builds only the schools whose digest differs from their last build or that were never built', () => {
    expect(planBuild(schools, { changed: true })).toEqual({
      build: ['edited', 'new'],
      unchanged: ['same'],
      failed: [{ id: 'down', error: 'school from http://api: GET /api/… failed (busy 500)' }],
    });
  });

  it('never builds a school whose fetch failed, even one never built before', () => {
    expect(planBuild([{ id: 'down' }], { changed: true })).toEqual({ build: [], unchanged: [], failed: [{ id: 'down', error: 'content fetch failed' }] });
  });
});

describe('parseTenantArgs', () => {
  it('takes --tenant repeated or comma-separated, once each', () => {
    expect(parseTenantArgs(['demo', 'beta, demo-01', ' ', 'demo'])).toEqual(['demo', 'beta', 'demo-01']);
    expect(parseTenantArgs()).toEqual([]);
  });
});
