// The one place that derives a class activity's attendance state (classActivityStatus 0 to attend,
// 1 absent, 2 attended) and its activityFinishTypeMap for a student, from attendance, study
// progress, submitted attempts and duty records (schema/classroom.ts: the state is never stored).
// The rules are src/lib/study/activity-state.ts (the state) and activity-duties.ts (what each
// content asks); this file gathers the facts they read, for other services to reuse.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  activityFinishTypeMap,
  contentDone,
  requiredContents,
  type ActivityFinishType,
  type ContentFacts,
  type FinishCount,
} from '../../lib/study/activity-duties';
import { classActivityStatus } from '../../lib/study/activity-state';
import { CLASS_ACTIVITY_STATUS, type ClassActivityStatus } from '../../lib/study/schedule-tabs';
import { rankStudents } from '../../lib/study/ranking';
import { ATTEMPT_STATUS } from '../../lib/exam/submit';
import type { Database } from '../db/client';
import { answerLogs, attendance, classActivities, classrooms, classStudents, dutyRecords, studentWorks, studyProgress } from '../db/schema';
import type { ClassStudent, Classroom } from './class-student';

export type ClassActivity = typeof classActivities.$inferSelect;
export type StudyProgress = typeof studyProgress.$inferSelect;

/** One content of an activity with the student's progress and what the rule read from it. */
export interface ActivityContent {
  classroom: Classroom;
  progress: StudyProgress | undefined;
  facts: ContentFacts;
  done: boolean;
}

export interface ActivityState {
  classActivityStatus: ClassActivityStatus;
  activityFinishTypeMap: Record<ActivityFinishType, FinishCount>;
  contents: ActivityContent[];
}

// The duty record that completes a content of each kind (dataType).
const DUTY_OF_DATA_TYPE: Record<number, string> = { 1: 'VIDEO_PROGRESS', 6: 'SUBMIT', 7: 'SUBMIT' };

/** The contents of the given activities, in their order, with the student's facts about each. */
export async function activityContents(db: Database, student: ClassStudent, activityIds: number[]): Promise<Map<number, ActivityContent[]>> {
  const byActivity = new Map<number, ActivityContent[]>(activityIds.map((id) => [id, []]));
  if (activityIds.length === 0) return byActivity;
  const contents = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.tenantId, student.tenantId), inArray(classrooms.activityId, activityIds)))
    .orderBy(asc(classrooms.activityId), asc(classrooms.seq), asc(classrooms.id));
  const ids = contents.map((content) => content.id);
  if (ids.length === 0) return byActivity;
  const mine = (table: typeof studyProgress | typeof attendance | typeof studentWorks | typeof dutyRecords) =>
    and(eq(table.classStudentId, student.id), inArray(table.classroomId, ids));

  const [progressRows, signedIn, submitted, duties] = await Promise.all([
    db.select().from(studyProgress).where(mine(studyProgress)),
    db
      .select({ classroomId: attendance.classroomId })
      .from(attendance)
      .where(and(mine(attendance), isNotNull(attendance.signInTime))),
    db
      .selectDistinct({ classroomId: studentWorks.classroomId })
      .from(studentWorks)
      .innerJoin(answerLogs, eq(answerLogs.studentWorkId, studentWorks.id))
      .where(and(mine(studentWorks), inArray(answerLogs.status, [ATTEMPT_STATUS.pendingMarking, ATTEMPT_STATUS.marked]))),
    db
      .select({ classroomId: dutyRecords.classroomId, dutyType: dutyRecords.dutyType })
      .from(dutyRecords)
      .where(and(mine(dutyRecords), eq(dutyRecords.finStatus, 2))),
  ]);
  const progressOf = new Map(progressRows.map((row) => [row.classroomId, row]));
  const signedInTo = new Set(signedIn.map((row) => row.classroomId));
  const submittedTo = new Set(submitted.map((row) => row.classroomId));
  const dutyDone = new Set(duties.map((row) => `${row.classroomId}:${row.dutyType}`));

  for (const classroom of contents) {
    const progress = progressOf.get(classroom.id);
    const facts: ContentFacts = {
      dataType: classroom.dataType,
      contentType: classroom.contentType,
      mustLearn: classroom.mustLearn,
      dutyVideoProgressTarget: classroom.dutyVideoProgressTarget,
      learnProcess: progress?.learnProcess ?? 0,
      finished: progress?.finished ?? false,
      submitted: submittedTo.has(classroom.id),
      signedIn: signedInTo.has(classroom.id),
      dutyDone: DUTY_OF_DATA_TYPE[classroom.dataType] !== undefined && dutyDone.has(`${classroom.id}:${DUTY_OF_DATA_TYPE[classroom.dataType]}`),
    };
    byActivity.get(classroom.activityId!)!.push({ classroom, progress, facts, done: contentDone(facts) });
  }
  return byActivity;
}

/** Each activity's state for the student at `now`, by activity id. */
export async function activityStates(db: Database, student: ClassStudent, activities: readonly ClassActivity[], now: Date): Promise<Map<number, ActivityState>> {
  const contents = await activityContents(
    db,
    student,
    activities.map((activity) => activity.id),
  );
  return new Map(
    activities.map((activity) => {
      const list = contents.get(activity.id) ?? [];
      const facts = list.map((content) => content.facts);
      const status = classActivityStatus(
        {
          onlineType: activity.onlineType,
          endTime: activity.endTime,
          signedIn: facts.some((content) => content.signedIn),
          requiredContentsDone: requiredContents(facts).map(contentDone),
        },
        now,
      );
      return [activity.id, { classActivityStatus: status, activityFinishTypeMap: activityFinishTypeMap(facts), contents: list }];
    }),
  );
}

/** Every activity of the student's class, in schedule order (start time, then seq). */
export function classActivitiesOf(db: Database, student: ClassStudent): Promise<ClassActivity[]> {
  return db
    .select()
    .from(classActivities)
    .where(and(eq(classActivities.classId, student.classId), eq(classActivities.tenantId, student.tenantId)))
    .orderBy(asc(classActivities.startTime), asc(classActivities.seq), asc(classActivities.id));
}

/**
 * The class ranking at `now` (src/lib/study/ranking.ts): every student of the class by finished
 * (attended) required activities, ties by study duration. rankIndex is 0 for a student not found.
 */
export async function classRanking(db: Database, student: ClassStudent, now: Date): Promise<{ rankIndex: number; rankTotal: number }> {
  const required = (await classActivitiesOf(db, student)).filter((activity) => activity.isRequired === 1);
  const classmates = await db
    .select()
    .from(classStudents)
    .where(and(eq(classStudents.classId, student.classId), eq(classStudents.tenantId, student.tenantId), eq(classStudents.isEnrollment, 1)));
  const entries = [];
  for (const classmate of classmates) {
    const states = await activityStates(db, classmate, required, now);
    const finishActivityNum = [...states.values()].filter((state) => state.classActivityStatus === CLASS_ACTIVITY_STATUS.attended).length;
    entries.push({ studentId: classmate.id, finishActivityNum, studyDurationMs: classmate.studyDurationMs });
  }
  const ranked = rankStudents(entries);
  return { rankIndex: ranked.find((entry) => entry.studentId === student.id)?.rankIndex ?? 0, rankTotal: ranked.length };
}
