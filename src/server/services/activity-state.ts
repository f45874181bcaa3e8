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
import { DATA_TYPE } from '../../lib/study/data-type';
import { type ClassActivityStatus } from '../../lib/study/schedule-tabs';
import { SUBMITTED_STATUSES } from '../../lib/exam/work';
import type { Database } from '../db/client';
import { answerLogs, attendance, classActivities, classrooms, dutyRecords, studentWorks, studyProgress } from '../db/schema';
import type { ClassStudent, Classroom } from './class-student';

export type ClassActivity = typeof classActivities.$inferSelect;
export type StudyProgress = typeof studyProgress.$inferSelect;

/** One content of an activity with the student's progress and what the rule read from it. */
export interface ActivityContent extends StudentContent {
  classroom: Classroom;
}

export interface ActivityState {
  classActivityStatus: ClassActivityStatus;
  activityFinishTypeMap: Record<ActivityFinishType, FinishCount>;
  contents: ActivityContent[];
}

// The duty record that completes a content of each kind (dataType).
const DUTY_OF_DATA_TYPE: Record<number, string> = { [DATA_TYPE.video]: 'VIDEO_PROGRESS', [DATA_TYPE.homework]: 'SUBMIT', [DATA_TYPE.test]: 'SUBMIT' };

/** What one student did in one classroom, and whether contentDone counts it done. */
export interface StudentContent {
  progress: StudyProgress | undefined;
  facts: ContentFacts;
  done: boolean;
}

const pair = (classStudentId: number, classroomId: number) => `${classStudentId}:${classroomId}`;

/**
 * What the students did in the classrooms (progress, sign-ins, submitted attempts, finished duty
 * records), read with one query per table for all of them, as a lookup by student and classroom.
 */
export async function studentContents(
  db: Database,
  classStudentIds: readonly number[],
  contents: readonly Classroom[],
): Promise<(classStudentId: number, classroom: Classroom) => StudentContent> {
  const ids = contents.map((content) => content.id);
  const studentIds = [...classStudentIds];
  const some = ids.length > 0 && studentIds.length > 0;
  const theirs = (table: typeof studyProgress | typeof attendance | typeof studentWorks | typeof dutyRecords) =>
    and(inArray(table.classStudentId, studentIds), inArray(table.classroomId, ids));
  const [progressRows, signedIn, submitted, duties] = some
    ? await Promise.all([
        db.select().from(studyProgress).where(theirs(studyProgress)),
        db
          .select({ classStudentId: attendance.classStudentId, classroomId: attendance.classroomId })
          .from(attendance)
          .where(and(theirs(attendance), isNotNull(attendance.signInTime))),
        db
          .selectDistinct({ classStudentId: studentWorks.classStudentId, classroomId: studentWorks.classroomId })
          .from(studentWorks)
          .innerJoin(answerLogs, eq(answerLogs.studentWorkId, studentWorks.id))
          .where(and(theirs(studentWorks), inArray(answerLogs.status, [...SUBMITTED_STATUSES]))),
        db
          .select({ classStudentId: dutyRecords.classStudentId, classroomId: dutyRecords.classroomId, dutyType: dutyRecords.dutyType })
          .from(dutyRecords)
          .where(and(theirs(dutyRecords), eq(dutyRecords.finStatus, 2))),
      ])
    : [[], [], [], []];
  const progressOf = new Map(progressRows.map((row) => [pair(row.classStudentId, row.classroomId), row]));
  const signedInTo = new Set(signedIn.map((row) => pair(row.classStudentId, row.classroomId)));
  const submittedTo = new Set(submitted.map((row) => pair(row.classStudentId, row.classroomId)));
  const dutyDone = new Set(duties.map((row) => `${pair(row.classStudentId, row.classroomId)}:${row.dutyType}`));

  return (classStudentId, classroom) => {
    const key = pair(classStudentId, classroom.id);
    const progress = progressOf.get(key);
    const duty = DUTY_OF_DATA_TYPE[classroom.dataType];
    const facts: ContentFacts = {
      dataType: classroom.dataType,
      contentType: classroom.contentType,
      mustLearn: classroom.mustLearn,
      dutyVideoProgressTarget: classroom.dutyVideoProgressTarget,
      learnProcess: progress?.learnProcess ?? 0,
      finished: progress?.finished ?? false,
      submitted: submittedTo.has(key),
      signedIn: signedInTo.has(key),
      dutyDone: duty !== undefined && dutyDone.has(`${key}:${duty}`),
    };
    return { progress, facts, done: contentDone(facts) };
  };
}

/**
 * Rows of the given activities, each listed under the activity it names, in the rows' order and at
 * most `most` an activity; every one of `activityIds` has its list, empty when no row names it.
 */
export function listedByActivity<T extends { activityId: number | null }>(activityIds: readonly number[], rows: readonly T[], most = Infinity): Map<number, T[]> {
  const byActivity = new Map<number, T[]>(activityIds.map((id) => [id, []]));
  for (const row of rows) {
    const list = byActivity.get(row.activityId!)!;
    if (list.length < most) list.push(row);
  }
  return byActivity;
}

/** The contents of the given activities, in their order, each activity's listed under its id. */
async function contentsOfActivities(db: Database, tenantId: string, activityIds: number[]): Promise<Map<number, Classroom[]>> {
  if (activityIds.length === 0) return new Map();
  const contents = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.tenantId, tenantId), inArray(classrooms.activityId, activityIds)))
    .orderBy(asc(classrooms.activityId), asc(classrooms.seq), asc(classrooms.id));
  return listedByActivity(activityIds, contents);
}

/**
 * Each student's state of each activity at `now`: by classStudentId, then by activity id. The
 * students are of one class (of one school); the facts are read once for all of them.
 */
export async function studentsActivityStates(
  db: Database,
  students: readonly ClassStudent[],
  activities: readonly ClassActivity[],
  now: Date,
): Promise<Map<number, Map<number, ActivityState>>> {
  const tenantId = students[0]?.tenantId ?? '';
  const contents = await contentsOfActivities(
    db,
    tenantId,
    activities.map((activity) => activity.id),
  );
  const of = await studentContents(
    db,
    students.map((student) => student.id),
    [...contents.values()].flat(),
  );
  return new Map(
    students.map((student) => [
      student.id,
      new Map(
        activities.map((activity) => {
          const list = contents.get(activity.id)!.map((classroom) => ({ classroom, ...of(student.id, classroom) }));
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
      ),
    ]),
  );
}

/** Each activity's state for the student at `now`, by activity id. */
export async function activityStates(db: Database, student: ClassStudent, activities: readonly ClassActivity[], now: Date): Promise<Map<number, ActivityState>> {
  return (await studentsActivityStates(db, [student], activities, now)).get(student.id)!;
}

/** Every activity of the student's class, in schedule order (start time, then seq). */
export function classActivitiesOf(db: Database, student: ClassStudent): Promise<ClassActivity[]> {
  return db
    .select()
    .from(classActivities)
    .where(and(eq(classActivities.classId, student.classId), eq(classActivities.tenantId, student.tenantId)))
    .orderBy(asc(classActivities.startTime), asc(classActivities.seq), asc(classActivities.id));
}
