import { describe, expect, it } from 'vitest';
import { calendarDate, classCardOutcome, experienceClassOutcome } from '../../../../src/lib/study/class-card';

const card = { classId: 'c1', userId: 'u1', studentId: 's1', serviceStatus: 2, teachingClassStatus: 1 };

describe('clicking a class card', () => {
  it('does nothing while the student is pending admission', () => {
    expect(classCardOutcome({ ...card, serviceStatus: -1 })).toEqual({ kind: 'none' });
  });

  it('warns that the content is being prepared while the class is pending start', () => {
    expect(classCardOutcome({ ...card, serviceStatus: 0, teachingClassStatus: 0 })).toEqual({
      kind: 'warning',
      message: { key: 'rules.classCard.preparing' },
    });
  });

  it('tells the expected opening date when the teaching class is not yet opened', () => {
    expect(classCardOutcome({ ...card, teachingClassStatus: 0, trainingStartTime: '2026-09-01 08:30:00' })).toEqual({
      kind: 'warning',
      message: { key: 'rules.classCard.expectedStart', params: { time: '2026-09-01' } },
    });
  });

  it.each([undefined, null, '', 'not a date'])('asks to wait for the opening when the start time is %j', (trainingStartTime) => {
    expect(classCardOutcome({ ...card, teachingClassStatus: 0, trainingStartTime })).toEqual({
      kind: 'warning',
      message: { key: 'rules.classCard.waitForStart' },
    });
  });

  it.each([1, 2, 3])('enters the class and updates the enrol state when service status is %i', (serviceStatus) => {
    expect(classCardOutcome({ ...card, serviceStatus })).toEqual({
      kind: 'enter',
      updateEnrolState: true,
      href: '/study/training-class?classId=c1&userId=u1&studentId=s1',
    });
  });

  it('leaves out the ids the card does not carry', () => {
    expect(classCardOutcome({ classId: 9, serviceStatus: 2, teachingClassStatus: 2 })).toMatchObject({ href: '/study/training-class?classId=9' });
  });
});

describe('entering an experience class', () => {
  it.each([true, 1])('refuses a visitor who is already enrolled (isEnrollment %s)', (isEnrollment) => {
    expect(experienceClassOutcome({ classId: 'c1', isEnrollment })).toEqual({
      kind: 'warning',
      message: { key: 'rules.classCard.alreadyEnrolled' },
    });
  });

  it.each([undefined, null, ''])('says the content is being prepared when the experience class is %j', (classId) => {
    expect(experienceClassOutcome({ classId, isEnrollment: 0 })).toEqual({
      kind: 'warning',
      message: { key: 'rules.classCard.experienceNotReady' },
    });
  });

  it('opens the class in experience mode without an enrol-state update', () => {
    expect(experienceClassOutcome({ classId: 'c1', userId: 'u1', studentId: 's1', isEnrollment: false })).toEqual({
      kind: 'enter',
      updateEnrolState: false,
      href: '/study/training-class?classId=c1&userId=u1&studentId=s1&experience=1',
    });
  });
});

describe('calendarDate', () => {
  it('shows a class date as its calendar day, and nothing for a missing or unreadable one', () => {
    expect(calendarDate('2026-06-01T08:00:00')).toBe('2026-06-01');
    expect(calendarDate(null)).toBeUndefined();
    expect(calendarDate('not a date')).toBeUndefined();
  });
});
