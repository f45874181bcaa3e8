import { describe, expect, it } from 'vitest';
import { activityFinishTypeMap, contentDone, dutyResultMap, requiredContents, type ContentFacts } from '../../../../src/lib/study/activity-duties';

const content = (overrides: Partial<ContentFacts>): ContentFacts => ({
  dataType: 1,
  contentType: 'ONLINE_VIDEO_TEACHING',
  mustLearn: 1,
  dutyVideoProgressTarget: 90,
  learnProcess: 0,
  finished: false,
  submitted: false,
  signedIn: false,
  dutyDone: false,
  ...overrides,
});

describe('what a content asks of the student', () => {
  it('a video is done once its progress target is reached, or it is finished', () => {
    expect(contentDone(content({ learnProcess: 89 }))).toBe(false);
    expect(contentDone(content({ learnProcess: 90 }))).toBe(true);
    expect(contentDone(content({ dutyVideoProgressTarget: null, learnProcess: 100 }))).toBe(false);
    expect(contentDone(content({ dutyVideoProgressTarget: null, finished: true }))).toBe(true);
  });

  it('homework and tests are done once submitted, face to face once signed in', () => {
    expect(contentDone(content({ dataType: 6 }))).toBe(false);
    expect(contentDone(content({ dataType: 6, submitted: true }))).toBe(true);
    expect(contentDone(content({ dataType: 7, submitted: true }))).toBe(true);
    expect(contentDone(content({ dataType: 11 }))).toBe(false);
    expect(contentDone(content({ dataType: 11, signedIn: true }))).toBe(true);
  });

  it('anything else is done once studied to its end; a finished duty record always counts', () => {
    expect(contentDone(content({ dataType: 3 }))).toBe(false);
    expect(contentDone(content({ dataType: 3, finished: true }))).toBe(true);
    expect(contentDone(content({ dataType: 6, dutyDone: true }))).toBe(true);
  });

  it('the required contents are those with mustLearn 1', () => {
    expect(requiredContents([content({ mustLearn: 0 }), content({ dataType: 6 })]).map((item) => item.dataType)).toEqual([6]);
  });
});

describe('activityFinishTypeMap', () => {
  it("counts the activity's required videos, homework and tests, and how many are done", () => {
    const map = activityFinishTypeMap([
      content({ learnProcess: 100 }),
      content({ learnProcess: 10 }),
      content({ mustLearn: 0, learnProcess: 100 }),
      content({ dataType: 6, contentType: 'ONLINE_HOMEWORK', submitted: true }),
      content({ dataType: 7, contentType: 'ONLINE_TEST' }),
      content({ dataType: 3, finished: true }),
    ]);
    expect(map).toEqual({
      VIDEO_PROGRESS: { totalNum: 2, finishNum: 1 },
      ONLINE_HOMEWORK_SUBMIT: { totalNum: 1, finishNum: 1 },
      ONLINE_TEST_SUBMIT: { totalNum: 1, finishNum: 0 },
    });
  });
});

describe('dutyResultMap', () => {
  it('counts each content under its teaching kind and its duty', () => {
    const map = dutyResultMap([
      content({ dataType: 11, contentType: 'OFFLINE_FACE2FACE_TEACHING', signedIn: true }),
      content({ dataType: 11, contentType: 'OFFLINE_FACE2FACE_TEACHING' }),
      content({ learnProcess: 95 }),
      content({ dataType: 3, finished: true }),
      content({ dataType: 1, contentType: 'EE_LIVE_LECTURES', finished: true }),
      content({ dataType: 6, contentType: 'ONLINE_HOMEWORK' }),
      content({ dataType: 7, contentType: 'ONLINE_TEST', submitted: true }),
    ]);
    expect(map).toEqual({
      OFFLINE_FACE2FACE_TEACHING_FIN_TIMES: { totalNum: 2, finishNum: 1 },
      ONLINE_VIDEO_TEACHING_STUDY_TIMES: { totalNum: 2, finishNum: 2 },
      VIDEO_PROGRESS: { totalNum: 1, finishNum: 1 },
      EE_LIVE_LECTURES_VIDEO_PROGRESS: { totalNum: 1, finishNum: 1 },
      ONLINE_HOMEWORK_SUBMIT: { totalNum: 1, finishNum: 0 },
      ONLINE_TEST_SUBMIT: { totalNum: 1, finishNum: 1 },
    });
  });
});
