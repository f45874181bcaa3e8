import { describe, expect, it } from 'vitest';
import { adjacentActivity } from '../../../../src/lib/study/activity-navigation';

const activities = ['a1', 'a2', 'a3'];

describe('previous and next course activity', () => {
  it('goes to the previous activity', () => {
    expect(adjacentActivity(activities, 1, 'previous')).toEqual({ kind: 'go', index: 0, activity: 'a1' });
  });

  it('goes to the next activity', () => {
    expect(adjacentActivity(activities, 1, 'next')).toEqual({ kind: 'go', index: 2, activity: 'a3' });
  });

  it('warns Already the first one at the first activity', () => {
    expect(adjacentActivity(activities, 0, 'previous')).toEqual({ kind: 'warning', message: { key: 'rules.activity.alreadyFirst' } });
  });

  it('warns Already the last one at the last activity', () => {
    expect(adjacentActivity(activities, 2, 'next')).toEqual({ kind: 'warning', message: { key: 'rules.activity.alreadyLast' } });
  });

  it('treats an activity missing from the list as before the first one', () => {
    expect(adjacentActivity(activities, -1, 'previous')).toMatchObject({ kind: 'warning', message: { key: 'rules.activity.alreadyFirst' } });
    expect(adjacentActivity(activities, -1, 'next')).toEqual({ kind: 'go', index: 0, activity: 'a1' });
  });

  it('warns at both ends of a single activity', () => {
    expect(adjacentActivity(['only'], 0, 'previous')).toMatchObject({ kind: 'warning' });
    expect(adjacentActivity(['only'], 0, 'next')).toMatchObject({ message: { key: 'rules.activity.alreadyLast' } });
  });
});
