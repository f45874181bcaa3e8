import { describe, expect, it } from 'vitest';
import {
  courseRequirements,
  dutyStatisticsRequirements,
  hasNoUnfinishedItem,
  requirementExists,
  requirementMet,
  resultMapRequirements,
  targetState,
  targetTag,
} from '../../../../src/lib/study/targets';

const window = { learnStartTime: '2026-03-01 00:00:00', learnEndTime: '2026-03-31 23:59:59' };
const met = [{ totalNum: 2, finishNum: 2 }];
const unmet = [{ totalNum: 2, finishNum: 1 }];

describe('target state', () => {
  it.each([
    ['before learnStartTime', '2026-02-28 23:59:59', met, 'notStarted'],
    ['at learnStartTime with work left', '2026-03-01 00:00:00', unmet, 'inProgress'],
    ['within the window with work left', '2026-03-15 12:00:00', unmet, 'inProgress'],
    ['within the window with every requirement met', '2026-03-15 12:00:00', met, 'completed'],
    ['at learnEndTime with work left', '2026-03-31 23:59:59', unmet, 'inProgress'],
    ['after the end with every requirement met', '2026-04-01 00:00:00', met, 'completed'],
    ['after the end with work left', '2026-04-01 00:00:00', unmet, 'overdue'],
  ] as const)('is the right state %s', (_, now, requirements, state) => {
    expect(targetState({ ...window, requirements }, now)).toBe(state);
  });

  it.each([undefined, null, 'unknown'])('starts as not started while learnStartTime is %j', (learnStartTime) => {
    expect(targetState({ learnStartTime, learnEndTime: window.learnEndTime, requirements: met }, '2026-03-15')).toBe('notStarted');
  });

  it('never goes overdue without an end', () => {
    expect(targetState({ learnStartTime: window.learnStartTime, requirements: unmet }, '2030-01-01')).toBe('inProgress');
    expect(targetState({ learnStartTime: window.learnStartTime, learnEndTime: 'never', requirements: unmet }, '2030-01-01')).toBe('inProgress');
  });

  it('counts a date-only end as the whole of that day', () => {
    const dateOnly = { learnStartTime: '2026-03-01', learnEndTime: '2026-03-31', requirements: unmet };
    expect(targetState(dateOnly, '2026-03-31 18:00:00')).toBe('inProgress');
    expect(targetState(dateOnly, '2026-04-01 00:00:00')).toBe('overdue');
  });

  it('is completed within the window when nothing is required', () => {
    expect(targetState({ ...window, requirements: [] }, '2026-03-15')).toBe('completed');
  });
});

describe('target tag', () => {
  it.each([
    ['2026-02-01', unmet, 'notStarted', 'rules.target.notStarted', undefined],
    ['2026-03-15', unmet, 'inProgress', 'rules.target.inProgress', undefined],
    ['2026-03-15', met, 'completed', 'rules.target.completed', 'green'],
    ['2026-04-15', unmet, 'overdue', 'rules.target.overdue', 'yellow'],
  ] as const)('on %s reads %s with label %s and tone %s', (now, requirements, state, label, tone) => {
    expect(targetTag({ ...window, requirements }, now)).toEqual({ state, label, tone, visible: true });
  });

  it('is hidden when no requirement exists', () => {
    expect(targetTag({ ...window, requirements: [{ totalNum: 0, finishNum: 0 }, {}] }, '2026-03-15').visible).toBe(false);
  });
});

describe('requirements', () => {
  it.each([
    [{ totalNum: 1, finishNum: 0 }, true, false],
    [{ totalNum: 1, finishNum: 1 }, true, true],
    [{ totalNum: 1, finishNum: 3 }, true, true],
    [{ totalNum: 0, finishNum: 0 }, false, true],
    [{}, false, true],
    [{ totalNum: 2 }, true, false],
  ])('%j exists: %s, met: %s', (item, exists, isMet) => {
    expect(requirementExists(item)).toBe(exists);
    expect(requirementMet(item)).toBe(isMet);
  });

  it('is completed if no unfinished item remains', () => {
    expect(hasNoUnfinishedItem([])).toBe(true);
    expect(hasNoUnfinishedItem([...met, { totalNum: 0 }])).toBe(true);
    expect(hasNoUnfinishedItem([...met, ...unmet])).toBe(false);
  });

  it('takes a course item as face-to-face count, study time and homework plus test count', () => {
    expect(
      courseRequirements({
        faceTeachingNumber: 2,
        finishFaceTeachingNumber: 1,
        needStudyDuration: 3600,
        finishedStudyDuration: 4000,
        homeworkNumber: 2,
        finishHomeworkNumber: 2,
        testNumber: 1,
      }),
    ).toEqual([
      { totalNum: 2, finishNum: 1 },
      { totalNum: 3600, finishNum: 4000 },
      { totalNum: 3, finishNum: 2 },
    ]);
  });

  it('reads studyTime and finishStudyTime of the course page duty statistics as study time', () => {
    expect(dutyStatisticsRequirements({ studyTime: 60, finishStudyTime: 30, testNumber: 1, finishTestNumber: 1 })).toEqual([
      { totalNum: undefined, finishNum: undefined },
      { totalNum: 60, finishNum: 30 },
      { totalNum: 1, finishNum: 1 },
    ]);
  });

  it('takes every entry of a period resultMap, skipping empty ones', () => {
    expect(
      resultMapRequirements({
        OFFLINE_FACE2FACE_TEACHING_FIN_TIMES: { totalNum: 2, finishNum: 2 },
        ONLINE_HOMEWORK_SUBMIT: { totalNum: 1, finishNum: 0 },
        ONLINE_TEST_SUBMIT: null,
      }),
    ).toEqual([
      { totalNum: 2, finishNum: 2 },
      { totalNum: 1, finishNum: 0 },
    ]);
    expect(resultMapRequirements(undefined)).toEqual([]);
  });
});
