// The class's activities as the class home, the timetable and the duty statistics show them
// (spec 2 §3 Class activity, Before-class summary, Duty statistics, Timetable, Activity dynamic).
// Every state comes from activity-state.ts; this file selects, filters, pages and shapes.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import { dutyResultMap, requiredContents, type ContentFacts } from '../../lib/study/activity-duties';
import { isActivityFinished } from '../../lib/study/activity-state';
import { cappedProgress } from '../../lib/study/rates';
import { countScheduleActivities, type ClassActivityStatus } from '../../lib/study/schedule-tabs';
import { FIN_STATUS, rangeProblem, timetableDays, MAX_RANGE_DAYS } from '../../lib/study/timetable';
import type { Database } from '../db/client';
import { activityDynamics, classActivities } from '../db/schema';
import { badRequest, notFound, page } from '../envelope';
import { activityStates, classActivitiesOf, listedByActivity, type ActivityContent, type ActivityState, type ClassActivity } from './activity-state';
import { classRanking } from './class-ranking';
import type { ClassStudent } from './class-student';
import { tablePage, type PageRequest } from './page-query';

/** How many recent dynamics each activity of the list brings along (the feed rotates through them). */
const DYNAMICS_PER_ACTIVITY = 5;

type DynamicRow = typeof activityDynamics.$inferSelect;

function toDynamic(row: DynamicRow) {
  return {
    id: row.id,
    activityId: row.activityId,
    type: row.type,
    realName: row.realName,
    avatar: row.avatar,
    content: row.content,
    createdTime: row.createdTime.toISOString(),
  };
}

export function toContent({ classroom, progress, done }: ActivityContent) {
  return {
    contentId: classroom.id,
    dataType: classroom.dataType,
    contentName: classroom.name,
    classroomCover: classroom.cover,
    contentType: classroom.contentType,
    mustLearn: classroom.mustLearn,
    learnProcess: cappedProgress(progress?.learnProcess ?? 0),
    lastStudyTime: progress?.lastPositionMs ?? 0,
    learningDuration: progress?.learningDurationMs ?? 0,
    finStatus: done ? FIN_STATUS.finished : FIN_STATUS.unfinished,
    studiedTime: progress ? progress.updatedTime.toISOString() : null,
  };
}

function toClassActivity(activity: ClassActivity, state: ActivityState, dynamics: DynamicRow[]) {
  return {
    id: activity.id,
    activityId: activity.id,
    activityName: activity.activityName,
    isRequired: activity.isRequired,
    classActivityStatus: state.classActivityStatus,
    onlineType: activity.onlineType,
    bizType: activity.bizType,
    extendId: activity.courseId,
    startTime: activity.startTime.toISOString(),
    endTime: activity.endTime.toISOString(),
    position: activity.position,
    address: activity.address,
    dynamic: dynamics.map(toDynamic),
    activityContentResultVOS: state.contents.map(toContent),
    activityFinishTypeMap: state.activityFinishTypeMap,
  };
}

export type ClassActivityView = ReturnType<typeof toClassActivity>;

/** The latest dynamics of each activity, newest first. */
async function recentDynamics(db: Database, student: ClassStudent, activityIds: number[]): Promise<Map<number, DynamicRow[]>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(activityDynamics)
    .where(and(eq(activityDynamics.classId, student.classId), inArray(activityDynamics.activityId, activityIds)))
    .orderBy(desc(activityDynamics.createdTime), desc(activityDynamics.id));
  return listedByActivity(activityIds, rows, DYNAMICS_PER_ACTIVITY);
}

async function views(db: Database, student: ClassStudent, activities: ClassActivity[], states: Map<number, ActivityState>) {
  const dynamics = await recentDynamics(
    db,
    student,
    activities.map((activity) => activity.id),
  );
  return activities.map((activity) => toClassActivity(activity, states.get(activity.id)!, dynamics.get(activity.id)!));
}

export type TimeType = 'TODAY' | 'PAST';

/** Today: the activity runs during today (local). Past: it ended before today began. */
function inTime(activity: ClassActivity, timeType: TimeType | undefined, now: Date): boolean {
  if (timeType === undefined) return true;
  const today = dayjs(now).startOf('day');
  if (timeType === 'PAST') return activity.endTime.getTime() < today.valueOf();
  return activity.startTime.getTime() <= today.endOf('day').valueOf() && activity.endTime.getTime() >= today.valueOf();
}

/** totalNum, absenceNum, attendanceNum, electiveNum of the class's activities (of today or the past when asked). */
export async function beforeClassSummary(db: Database, student: ClassStudent, timeType: TimeType | undefined, now: Date) {
  const activities = (await classActivitiesOf(db, student)).filter((activity) => inTime(activity, timeType, now));
  const states = await activityStates(db, student, activities, now);
  const counts = countScheduleActivities(activities.map((activity) => ({ isRequired: activity.isRequired, classActivityStatus: states.get(activity.id)!.classActivityStatus })));
  return { totalNum: counts.totalNum, absenceNum: counts.absenceNum, attendanceNum: counts.attendanceNum, electiveNum: counts.electiveNum, toAttendNum: counts.toAttendNum };
}

export interface BeforeClassFilter extends PageRequest {
  classActivityStatus?: ClassActivityStatus;
  isRequired?: 0 | 1;
  timeType?: TimeType;
}

/**
 * A page of the class's activities. The state is derived, so the filter runs on the derived list;
 * past activities come newest first, the others in schedule order.
 */
export async function beforeClassPage(db: Database, student: ClassStudent, filter: BeforeClassFilter, now: Date) {
  const all = (await classActivitiesOf(db, student)).filter((activity) => inTime(activity, filter.timeType, now));
  if (filter.timeType === 'PAST') all.reverse();
  const candidates = filter.isRequired === undefined ? all : all.filter((activity) => activity.isRequired === filter.isRequired);
  const states = await activityStates(db, student, candidates, now);
  const matching = filter.classActivityStatus === undefined ? candidates : candidates.filter((activity) => states.get(activity.id)!.classActivityStatus === filter.classActivityStatus);
  const offset = (filter.current - 1) * filter.size;
  const slice = matching.slice(offset, offset + filter.size);
  return page(await views(db, student, slice, states), matching.length, filter.current, filter.size);
}

/** An activity of the student's class; another class's or school's is not found. */
export async function requireClassActivity(db: Database, student: ClassStudent, activityId: number): Promise<ClassActivity> {
  const [activity] = await db
    .select()
    .from(classActivities)
    .where(and(eq(classActivities.id, activityId), eq(classActivities.classId, student.classId), eq(classActivities.tenantId, student.tenantId)));
  if (!activity) throw notFound(`activityId: no activity ${activityId} in this class`);
  return activity;
}

/** The class's activity dynamics (of one activity when named), newest first. */
export async function activityDynamicsPage(db: Database, student: ClassStudent, query: PageRequest & { activityId?: number }) {
  const conditions: SQL[] = [eq(activityDynamics.classId, student.classId), eq(activityDynamics.tenantId, student.tenantId)];
  if (query.activityId !== undefined) {
    await requireClassActivity(db, student, query.activityId);
    conditions.push(eq(activityDynamics.activityId, query.activityId));
  }
  const where = and(...conditions);
  return tablePage(db, activityDynamics, where, [desc(activityDynamics.createdTime), desc(activityDynamics.id)], query, (rows) => rows.map(toDynamic));
}

export type EvaluateType = 'WEEK' | 'MONTH' | 'UNIT';

export interface DateRangeQuery {
  evaluateType: EvaluateType;
  start?: Date;
  end?: Date;
  /** The request's names of the two bounds, for the messages. */
  fields: [string, string];
}

/**
 * The activities starting within the range. WEEK and MONTH need both bounds; UNIT (the whole class)
 * takes them when sent. A range whose end is not after its start, or longer than MAX_RANGE_DAYS, is refused.
 */
async function activitiesInRange(db: Database, student: ClassStudent, range: DateRangeQuery): Promise<ClassActivity[]> {
  const [startField, endField] = range.fields;
  if (range.evaluateType !== 'UNIT') {
    if (!range.start) throw badRequest(`${startField}: required for evaluateType ${range.evaluateType}`);
    if (!range.end) throw badRequest(`${endField}: required for evaluateType ${range.evaluateType}`);
  }
  if (range.start && range.end) {
    const problem = rangeProblem(range.start, range.end);
    if (problem === 'order') throw badRequest(`${endField}: must be later than ${startField}`);
    if (problem === 'span') throw badRequest(`${endField}: a range spans at most ${MAX_RANGE_DAYS} days`);
  }
  const { start, end } = range;
  return (await classActivitiesOf(db, student)).filter(
    (activity) => (!start || activity.startTime.getTime() >= start.getTime()) && (!end || activity.startTime.getTime() <= end.getTime()),
  );
}

/** The timetable: its days (optionData) and the activities with finStatus 2 once attended. */
export async function activitiesByDate(db: Database, student: ClassStudent, range: DateRangeQuery, now: Date) {
  const activities = await activitiesInRange(db, student, range);
  const states = await activityStates(db, student, activities, now);
  const list = (await views(db, student, activities, states)).map((view) => ({
    ...view,
    finStatus: isActivityFinished(view.classActivityStatus) ? FIN_STATUS.finished : FIN_STATUS.unfinished,
  }));
  return { optionData: timetableDays(list), activityResultVOList: list };
}

/** Duty statistics over the range: required activities, those attended, the ranking and each duty. */
export async function dutyCount(db: Database, student: ClassStudent, range: DateRangeQuery, now: Date) {
  const required = (await activitiesInRange(db, student, range)).filter((activity) => activity.isRequired === 1);
  const states = await activityStates(db, student, required, now);
  const facts: ContentFacts[] = required.flatMap((activity) => requiredContents(states.get(activity.id)!.contents.map((content) => content.facts)));
  const { rankIndex, rankTotal } = await classRanking(db, student, now);
  return {
    requiredActivityNum: required.length,
    finishSignActivityNum: required.filter((activity) => isActivityFinished(states.get(activity.id)!.classActivityStatus)).length,
    // Declared an integer: 0 when the caller is not ranked.
    rankIndex: rankIndex ?? 0,
    rankTotal,
    resultMap: dutyResultMap(facts),
  };
}

/** One activity's contents with the student's progress in each, its state and duty counts. */
export async function activityContentList(db: Database, student: ClassStudent, activityId: number, now: Date) {
  const activity = await requireClassActivity(db, student, activityId);
  const state = (await activityStates(db, student, [activity], now)).get(activity.id)!;
  return {
    activityId: activity.id,
    activityName: activity.activityName,
    onlineType: activity.onlineType,
    classActivityStatus: state.classActivityStatus,
    activityContentResultVOS: state.contents.map(toContent),
    activityFinishTypeMap: state.activityFinishTypeMap,
  };
}
