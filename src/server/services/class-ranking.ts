// What the class page's statistics count (spec 2 §9 completion rate, §3 rankIndex and rankTotal):
// each student's finished required activities, derived from attendance, progress and submitted
// work by the rule of src/lib/study/activity-state.ts, and the class ranking they make.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { isActivityFinished } from '../../lib/study/activity-state';
import { rankStudents } from '../../lib/study/ranking';
import { formatDuration } from '../../lib/study/rates';
import type { Database } from '../db/client';
import { answerLogs, attendance, classActivities, classrooms, classStudents, studentWorks, studyProgress, users } from '../db/schema';
import type { ClassStudent } from './class-student';

/** Attempts submitted (1, pending marking) or marked (2): the work's duty is done. */
const SUBMITTED = [1, 2];

export interface FinishedActivities {
  /** The class's required activities: what the completion rate is assessed over. */
  requiredActivityNum: number;
  /** Per classStudentId: how many of them are finished (attended). */
  finished: Map<number, number>;
}

/** Finished required activities of each of `studentIds`, all of class `classId`. */
export async function finishedRequiredActivities(db: Database, classId: number, studentIds: number[], now: Date): Promise<FinishedActivities> {
  const activities = await db
    .select({ id: classActivities.id, onlineType: classActivities.onlineType, endTime: classActivities.endTime })
    .from(classActivities)
    .where(and(eq(classActivities.classId, classId), eq(classActivities.isRequired, 1)));
  const finished = new Map(studentIds.map((id) => [id, 0]));
  if (activities.length === 0 || studentIds.length === 0) return { requiredActivityNum: activities.length, finished };

  const contents = await db
    .select({ id: classrooms.id, activityId: classrooms.activityId, mustLearn: classrooms.mustLearn })
    .from(classrooms)
    .where(inArray(classrooms.activityId, activities.map((activity) => activity.id)));
  const contentIds = contents.map((content) => content.id);
  const key = (studentId: number, classroomId: number) => `${studentId}:${classroomId}`;
  const signedIn = new Set<string>();
  const done = new Set<string>();
  if (contentIds.length > 0) {
    for (const row of await db
      .select({ studentId: attendance.classStudentId, classroomId: attendance.classroomId })
      .from(attendance)
      .where(and(inArray(attendance.classStudentId, studentIds), inArray(attendance.classroomId, contentIds), isNotNull(attendance.signInTime)))) {
      signedIn.add(key(row.studentId, row.classroomId));
    }
    for (const row of await db
      .select({ studentId: studyProgress.classStudentId, classroomId: studyProgress.classroomId })
      .from(studyProgress)
      .where(and(inArray(studyProgress.classStudentId, studentIds), inArray(studyProgress.classroomId, contentIds), eq(studyProgress.finished, true)))) {
      done.add(key(row.studentId, row.classroomId));
    }
    for (const row of await db
      .selectDistinct({ studentId: studentWorks.classStudentId, classroomId: studentWorks.classroomId })
      .from(studentWorks)
      .innerJoin(answerLogs, eq(answerLogs.studentWorkId, studentWorks.id))
      .where(and(inArray(studentWorks.classStudentId, studentIds), inArray(studentWorks.classroomId, contentIds), inArray(answerLogs.status, SUBMITTED)))) {
      done.add(key(row.studentId, row.classroomId));
    }
  }

  for (const studentId of studentIds) {
    let count = 0;
    for (const activity of activities) {
      const ofActivity = contents.filter((content) => content.activityId === activity.id);
      const record = {
        onlineType: activity.onlineType,
        endTime: activity.endTime,
        signedIn: ofActivity.some((content) => signedIn.has(key(studentId, content.id))),
        requiredContentsDone: ofActivity.filter((content) => content.mustLearn === 1).map((content) => done.has(key(studentId, content.id))),
      };
      if (isActivityFinished(record, now)) count += 1;
    }
    finished.set(studentId, count);
  }
  return { requiredActivityNum: activities.length, finished };
}

/**
 * The ranking of the class's enrolled students, with the caller's place (an observer of an
 * experience class is not ranked: rankIndex null). The places are written back to
 * class_students.rank_index, in one transaction, so the duty statistics read the same place.
 */
export async function classRanking(db: Database, student: ClassStudent, now: Date) {
  const members = await db
    .select({
      studentId: classStudents.id,
      userId: classStudents.userId,
      studyDurationMs: classStudents.studyDurationMs,
      rankIndex: classStudents.rankIndex,
      realName: users.realName,
      nickName: users.nickName,
      avatar: users.avatar,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, student.classId), eq(classStudents.isEnrollment, 1)))
    .orderBy(asc(classStudents.id));
  const { requiredActivityNum, finished } = await finishedRequiredActivities(
    db,
    student.classId,
    members.map((member) => member.studentId),
    now,
  );
  const ranked = rankStudents(members.map((member) => ({ ...member, finishActivityNum: finished.get(member.studentId) ?? 0 })));

  const moved = ranked.filter((member) => member.rankIndex !== members.find((row) => row.studentId === member.studentId)!.rankIndex);
  if (moved.length > 0) {
    await db.transaction(async (tx) => {
      for (const member of moved) await tx.update(classStudents).set({ rankIndex: member.rankIndex }).where(eq(classStudents.id, member.studentId));
    });
  }

  const me = ranked.find((member) => member.studentId === student.id);
  return {
    rankIndex: me?.rankIndex ?? null,
    rankTotal: ranked.length,
    requiredActivityNum,
    list: ranked.map((member) => ({
      rankIndex: member.rankIndex,
      studentId: member.studentId,
      realName: member.realName ?? member.nickName,
      nickName: member.nickName,
      avatar: member.avatar,
      finishActivityNum: member.finishActivityNum,
      studyDuration: member.studyDurationMs,
      studyDurationStr: formatDuration(member.studyDurationMs),
      isMe: member.studentId === student.id,
    })),
  };
}
