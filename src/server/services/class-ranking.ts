// What the class page's statistics count (spec 2 §9 completion rate, §3 rankIndex and rankTotal):
// each student's finished (attended) required activities, as activity-state.ts derives them, and
// the class ranking they make (src/lib/study/ranking.ts). The ranking is computed on each call,
// never stored, so the ranking list and the duty statistics cannot disagree.
import { and, asc, eq } from 'drizzle-orm';
import { isActivityFinished } from '../../lib/study/activity-state';
import { rankStudents } from '../../lib/study/ranking';
import { formatDuration } from '../../lib/study/rates';
import type { Database } from '../db/client';
import { classStudents, users } from '../db/schema';
import { classActivitiesOf, studentsActivityStates } from './activity-state';
import type { ClassStudent } from './class-student';

export interface FinishedActivities {
  /** The class's required activities: what the completion rate is assessed over. */
  requiredActivityNum: number;
  /** Per classStudentId: how many of them are finished (attended). */
  finished: Map<number, number>;
}

/** Finished required activities of each of `students`, all of one class, at `now`. */
export async function finishedRequiredActivities(db: Database, students: readonly ClassStudent[], now: Date): Promise<FinishedActivities> {
  const required = students.length === 0 ? [] : (await classActivitiesOf(db, students[0]!)).filter((activity) => activity.isRequired === 1);
  const states = await studentsActivityStates(db, students, required, now);
  const finished = new Map(
    students.map((student) => [
      student.id,
      [...states.get(student.id)!.values()].filter((state) => isActivityFinished(state.classActivityStatus)).length,
    ]),
  );
  return { requiredActivityNum: required.length, finished };
}

/**
 * The ranking of the class's enrolled students at `now`, with the caller's place (an observer of
 * an experience class is not ranked: rankIndex null).
 */
export async function classRanking(db: Database, student: ClassStudent, now: Date) {
  const members = await db
    .select({ enrolment: classStudents, realName: users.realName, nickName: users.nickName, avatar: users.avatar })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, student.classId), eq(classStudents.tenantId, student.tenantId), eq(classStudents.isEnrollment, 1)))
    .orderBy(asc(classStudents.id));
  const { requiredActivityNum, finished } = await finishedRequiredActivities(
    db,
    members.map((member) => member.enrolment),
    now,
  );
  const ranked = rankStudents(
    members.map(({ enrolment, ...user }) => ({
      ...user,
      studentId: enrolment.id,
      studyDurationMs: enrolment.studyDurationMs,
      finishActivityNum: finished.get(enrolment.id) ?? 0,
    })),
  );
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
