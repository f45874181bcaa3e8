import { describe, expect, it } from 'vitest';
import { activityHref, buildHref, coursePageItemOpening, courseJump, learningUrlWithCode } from '../../../../src/lib/study/jumps';

describe('study hrefs', () => {
  it('keeps zero values and leaves out empty ones', () => {
    expect(buildHref('/study/homework', { status: 0, classId: 'c1', courseId: undefined, sourceType: null, studentId: '' })).toBe(
      '/study/homework?status=0&classId=c1',
    );
  });

  it('is the bare path without a query', () => {
    expect(buildHref('/study/mine', {})).toBe('/study/mine');
  });

  it('encodes what it carries', () => {
    expect(buildHref('/x', { title: 'a&b c' })).toBe('/x?title=a%26b+c');
  });
});

describe('activity jump', () => {
  const context = { classId: 'c1', studentId: 's1', userId: 'u1' };

  it('takes an offline activity to the offline page with its first content as the classroom', () => {
    const activity = {
      activityId: 'a1',
      onlineType: 2,
      bizType: 3,
      extendId: 'k1',
      isRequired: 1,
      activityContentResultVOS: [{ contentId: 'room-1' }, { contentId: 'room-2' }],
    };
    expect(activityHref(activity, context)).toBe(
      '/study/classroom/offline?classId=c1&classroomId=room-1&studentId=s1&courseId=k1&activityId=a1&bizType=3&isRequired=1',
    );
  });

  it('leaves the classroom out of an offline activity with no content', () => {
    expect(activityHref({ activityId: 'a1', onlineType: 2, activityContentResultVOS: [] }, { classId: 'c1' })).toBe(
      '/study/classroom/offline?classId=c1&activityId=a1',
    );
    expect(activityHref({ activityId: 'a1', onlineType: 2 }, { classId: 'c1' })).toBe('/study/classroom/offline?classId=c1&activityId=a1');
  });

  it.each([1, undefined])('takes an online activity (onlineType %s) to the classroom detail', (onlineType) => {
    expect(activityHref({ activityId: 'a1', onlineType, bizType: 1, extendId: 'k1' }, context)).toBe(
      '/study/classroom/classroom-detail?activityId=a1&classId=c1&studentId=s1&courseId=k1&bizType=1&userId=u1',
    );
  });
});

describe('course jump', () => {
  const context = { classId: 'c1', classStudentId: 's1' };
  const internal = { kind: 'internal', href: '/study/course/course-detail?courseId=k1&classId=c1&classStudentId=s1' };

  it.each([
    [{ learningPlatform: 0, thirdPlatformType: 11, learningUrl: 'https://x.test' }],
    [{ learningPlatform: 1, thirdPlatformType: 10 }],
  ])('opens the internal course page for %j', (course) => {
    expect(courseJump({ courseId: 'k1', ...course }, context)).toEqual(internal);
  });

  it('syncs the user to the third-party platform first for thirdPlatformType 11', () => {
    expect(courseJump({ courseId: 'k1', learningPlatform: 1, thirdPlatformType: 11, learningUrl: ' https://lms.test/c ' }, context)).toEqual({
      kind: 'third-party-sync',
      courseId: 'k1',
      learningUrl: 'https://lms.test/c',
    });
  });

  it('redirects to the learningUrl of any other platform', () => {
    expect(courseJump({ courseId: 'k1', learningPlatform: 2, learningUrl: 'https://lms.test/c' }, context)).toEqual({
      kind: 'external',
      url: 'https://lms.test/c',
    });
  });

  it.each([undefined, null, '', '   '])('asks to contact the head teacher when the learningUrl is %j', (learningUrl) => {
    expect(courseJump({ courseId: 'k1', learningPlatform: 2, learningUrl }, context)).toEqual({
      kind: 'warning',
      message: { key: 'rules.course.contactHeadTeacher' },
    });
  });

  it.each([
    ['https://lms.test/c', 'https://lms.test/c?code=a%2Fb'],
    ['https://lms.test/c?x=1', 'https://lms.test/c?x=1&code=a%2Fb'],
    ['https://lms.test/c?x=1#/home', 'https://lms.test/c?x=1&code=a%2Fb#/home'],
  ])('adds the authorisation code to %s', (url, withCode) => {
    expect(learningUrlWithCode(url, 'a/b')).toBe(withCode);
  });
});

describe('course page item opening', () => {
  const course = { courseId: 'k1', courseType: 1 };
  const context = { classId: 'c1', classStudentId: 's1' };

  it.each([10, 19])('opens only the PC-not-available modal for a live item of type %i', (dataType) => {
    expect(coursePageItemOpening({ classroomId: 'r1', dataType }, { ...course, courseType: 3, learningUrl: 'https://x.test' }, context)).toEqual({
      kind: 'modal',
      message: { key: 'common.pcUnavailable.notOpen' },
    });
  });

  it('opens the external URL of a type 3 course', () => {
    expect(coursePageItemOpening({ classroomId: 'r1', dataType: 6 }, { courseId: 'k1', courseType: 3, learningUrl: 'https://lms.test' }, context)).toEqual({
      kind: 'external',
      url: 'https://lms.test',
    });
  });

  it('opens a type 3 course without a learningUrl in the study area', () => {
    expect(coursePageItemOpening({ classroomId: 'r1', dataType: 1 }, { courseId: 'k1', courseType: 3, learningUrl: '' }, context)).toEqual({
      kind: 'navigate',
      href: '/study/classroom/online?classId=c1&classroomId=r1&studentId=s1&courseId=k1',
    });
  });

  it.each([
    [{ dataType: 6, sourceType: 'xskt' }, '/study/homework?classId=c1&classroomId=r1&classStudentId=s1&courseId=k1&status=0&sourceType=xskt'],
    [{ contentType: 'ONLINE_HOMEWORK' }, '/study/homework?classId=c1&classroomId=r1&classStudentId=s1&courseId=k1&status=0'],
    [{ dataType: 7 }, '/study/test?classId=c1&classroomId=r1&studentId=s1&courseId=k1&status=0'],
    [{ contentType: 'ONLINE_TEST', sourceType: 'xskt' }, '/study/test?classId=c1&classroomId=r1&studentId=s1&courseId=k1&status=0&sourceType=xskt'],
    [{ dataType: 11 }, '/study/classroom/offline?classId=c1&classroomId=r1&studentId=s1&courseId=k1'],
    [{ contentType: 'OFFLINE_FACE2FACE_TEACHING' }, '/study/classroom/offline?classId=c1&classroomId=r1&studentId=s1&courseId=k1'],
    [{ dataType: 1 }, '/study/classroom/online?classId=c1&classroomId=r1&studentId=s1&courseId=k1'],
    [{ dataType: null }, '/study/classroom/online?classId=c1&classroomId=r1&studentId=s1&courseId=k1'],
  ])('opens %j at %s', (item, href) => {
    expect(coursePageItemOpening({ classroomId: 'r1', ...item }, course, context)).toEqual({ kind: 'navigate', href });
  });
});
