// My learning (spec 2 §2 /study/mine, §3 Student class, §4 class card and experience class): the
// student's classes with their service status, the school's class periods open for enrolment, the
// experience class of a product, and the enrol-state update sent when a class card is entered.
import dayjs from 'dayjs';
import { and, asc, count, desc, eq, inArray, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SERVICE_STATUS, TEACHING_CLASS_STATUS } from '../../lib/study/status';
import type { Database } from '../db/client';
import { classStudents, products, teachingClasses } from '../db/schema';
import { isoText, runStatement } from '../db/statement';
import { conflict, notFound, page, type JsonText } from '../envelope';
import { say } from '../messages';
import type { ClassListCache } from './class-list-cache';
import { studyCallerFrom, type ClassStudent, type StudyCallInput } from './class-student';
import type { CurrentUser } from './current-user';
import { MAX_OFFSET, pageQuery, totalOf, type PageRequest } from './page-query';
import { tokenCte, tokenRowFrom, type TokenColumns } from './tokens';

type TeachingClass = typeof teachingClasses.$inferSelect;

export const iso = (time: Date | null | undefined) => time?.toISOString() ?? null;

// Enrolled students of the class of the row (observers of an experience class are not students),
// counted inside the page's own query rather than by a second round trip.
const enrolled = alias(classStudents, 'enrolled');
function classStudentTotal(db: Database) {
  const total = db.select({ total: count() }).from(enrolled).where(and(eq(enrolled.classId, teachingClasses.id), eq(enrolled.isEnrollment, 1)));
  return sql<number>`(${total})`.mapWith(Number);
}

function classFields(row: TeachingClass, classStudentTotal: number) {
  return {
    classId: row.id,
    className: row.className,
    classPeriodName: row.classPeriodName,
    classPeriodType: row.classPeriodType,
    productId: row.productId,
    productName: row.productName,
    teacherName: row.headTeacherName,
    classStatus: row.classStatus,
    teachingClassStatus: row.teachingClassStatus,
    trainingStartTime: iso(row.trainingStartTime),
    trainingEndTime: iso(row.trainingEndTime),
    periodTrainingStartTime: iso(row.periodTrainingStartTime),
    periodTrainingEndTime: iso(row.periodTrainingEndTime),
    teachingPlanCreatedTime: iso(row.teachingPlanCreatedTime),
    signUpTotal: row.signUpTotal,
    classStudentTotal,
  };
}

function enrolmentFields(row: ClassStudent) {
  return {
    studentId: row.id,
    userId: row.userId,
    serviceStatus: row.serviceStatus,
    isEnrollment: row.isEnrollment,
    enrolState: row.enrolState,
    orderTotal: row.orderTotal,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
  };
}

/** The tab counts of my learning: each service status, and all. */
export type StatusCounts = Record<'-1' | '0' | '1' | '2' | '3' | 'all', number>;

export interface StudentClassQuery extends PageRequest {
  serviceStatus?: number | null;
  /** Only the classes this user heads (a head teacher viewing a student's classes). */
  headTeacherUserId?: string;
}

/**
 * The caller's classes (enrolments with isEnrollment 1; observing an experience class is not one),
 * latest training first, with the counts per service status for the tabs whatever the filter.
 */
export async function studentClasses(db: Database, user: CurrentUser, query: StudentClassQuery) {
  const headed = query.headTeacherUserId
    ? inArray(classStudents.classId, db.select({ id: teachingClasses.id }).from(teachingClasses).where(eq(teachingClasses.headTeacherUserId, query.headTeacherUserId)))
    : undefined;
  const mine = and(eq(classStudents.tenantId, user.tenantId), eq(classStudents.userId, user.userId), eq(classStudents.isEnrollment, 1), headed);
  const status = query.serviceStatus ?? undefined;
  const filtered = status === undefined ? mine : and(mine, eq(classStudents.serviceStatus, status));

  // One query gives the tabs' counts and the filtered total, which is one of them (or all).
  const byStatus = await db.select({ serviceStatus: classStudents.serviceStatus, total: count() }).from(classStudents).where(mine).groupBy(classStudents.serviceStatus);
  const statusCounts: StatusCounts = { '-1': 0, '0': 0, '1': 0, '2': 0, '3': 0, all: 0 };
  let filteredTotal = 0;
  for (const row of byStatus) {
    const key = String(row.serviceStatus);
    if (key in statusCounts) statusCounts[key as keyof StatusCounts] += row.total;
    statusCounts.all += row.total;
    if (status === undefined || row.serviceStatus === status) filteredTotal += row.total;
  }

  const page = await pageQuery(
    query,
    async () => filteredTotal,
    async (limit, offset) => {
      const rows = await db
        .select({ enrolment: classStudents, teachingClass: teachingClasses, classStudentTotal: classStudentTotal(db) })
        .from(classStudents)
        .innerJoin(teachingClasses, eq(teachingClasses.id, classStudents.classId))
        .where(filtered)
        .orderBy(sql`${teachingClasses.trainingStartTime} desc nulls last`, desc(classStudents.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...classFields(row.teachingClass, row.classStudentTotal), ...enrolmentFields(row.enrolment) }));
    },
  );
  return { ...page, statusCounts };
}

// The school's class-list version ($2 is the school), read in the same statement (so at the same
// snapshot) as the page it is kept with. No row yet (no write since the table was made): ''.
const CLASS_LIST_VERSION_COLUMN = `coalesce((select version from class_list_versions where tenant_id = $2), '') as list_version`;

// The class list of the caller in one statement (issue 27 item 4): the token, the tab counts and the
// page, one round trip instead of three, its text prepared once per connection (PostgreSQL keeps a
// generic plan for it after its first five runs: pg_prepared_statements says so). Same rows, order
// and counts as studentClasses, which the head teacher's view (headTeacherUserId) still takes.
// PostgreSQL writes the page's records as the answer's JSON text (times as toISOString's text, keys
// in the contract's order), which Node passes on unparsed: parsing the records, formatting their
// 49 times and writing them again took a fifth of the call's CPU in Node, and to_char costs
// PostgreSQL what the epoch numbers did. The record is a lateral row, so its JSON holds only the
// contract's fields; the page's order is applied again to the rows the limit kept.
// A column read here from class_students must be among those its class-list trigger watches
// (migration 0007): a write to any other column leaves kept answers as they are.
const MY_CLASSES = `with ${tokenCte('$1')},
mine as (
  select cs.* from class_students cs join token on cs.user_id = token.token_user_id
  where cs.tenant_id = $2 and cs.is_enrollment = 1
),
counts as (select service_status, count(*)::int as total from mine group by service_status),
page as (
  select tc.training_start_time as sort_time, mine.id as sort_id, record
  from mine join teaching_classes tc on tc.id = mine.class_id
  cross join lateral (
    select tc.id as "classId", tc.class_name as "className", tc.class_period_name as "classPeriodName", tc.class_period_type as "classPeriodType",
      tc.product_id as "productId", tc.product_name as "productName", tc.head_teacher_name as "teacherName", tc.class_status as "classStatus",
      tc.teaching_class_status as "teachingClassStatus", ${isoText('tc.training_start_time')} as "trainingStartTime",
      ${isoText('tc.training_end_time')} as "trainingEndTime", ${isoText('tc.period_training_start_time')} as "periodTrainingStartTime",
      ${isoText('tc.period_training_end_time')} as "periodTrainingEndTime", ${isoText('tc.teaching_plan_created_time')} as "teachingPlanCreatedTime",
      tc.sign_up_total as "signUpTotal",
      (select count(*)::int from class_students enrolled where enrolled.class_id = tc.id and enrolled.is_enrollment = 1) as "classStudentTotal",
      mine.id as "studentId", mine.user_id as "userId", mine.service_status as "serviceStatus", mine.is_enrollment as "isEnrollment",
      mine.enrol_state as "enrolState", mine.order_total as "orderTotal", ${isoText('mine.start_date')} as "startDate", ${isoText('mine.end_date')} as "endDate"
  ) as record
  where $3::int is null or mine.service_status = $3::int
  order by tc.training_start_time desc nulls last, mine.id desc
  limit $4 offset $5
)
select token.*, ${CLASS_LIST_VERSION_COLUMN},
  (select coalesce(json_agg(json_build_array(service_status, total)), '[]') from counts) as counts,
  (select coalesce(json_agg(record order by sort_time desc nulls last, sort_id desc), '[]')::text from page) as records
from (select 1) as one left join token on true`;

// The token and the school's class-list version: what a call whose answer this process keeps
// reads instead of MY_CLASSES (services/class-list-cache.ts).
const CLASS_LIST_CHECK = `with ${tokenCte('$1')}
select token.*, ${CLASS_LIST_VERSION_COLUMN} from (select 1) as one left join token on true`;

/** A record of MY_CLASSES: studentClasses's record. */
type MyClass = ReturnType<typeof classFields> & ReturnType<typeof enrolmentFields>;
export type MyClassesPage = ReturnType<typeof page<MyClass>> & { statusCounts: StatusCounts };

/**
 * studentClasses for the caller of `input`, checking their token in the same statement: the token's
 * refusals as requireStudyUser's, then the page, as JSON text (okJsonText answers it). `userId`, when
 * sent, must be the caller's own; for any other user the route takes viewStudySubject's path (a head
 * teacher's view), signalled by undefined. An answer `kept` holds for this token and page is given
 * again while the school's class-list version is unchanged (class-list-cache.ts).
 */
export async function myClasses(db: Database, input: StudyCallInput, query: StudentClassQuery & { userId?: string }, kept: ClassListCache): Promise<JsonText<MyClassesPage> | undefined> {
  const { current, size } = query;
  const key = [input.tokenHash, input.tenantId, query.serviceStatus ?? '', current, size].join(' ');
  const known = kept.get(key);
  if (known) {
    const [row] = await runStatement<TokenColumns & { list_version: string }>(db, CLASS_LIST_CHECK, [input.tokenHash, input.tenantId]);
    if (!ownList(studyCallerFrom(tokenRowFrom(row!), input), query)) return undefined;
    if (row!.list_version === known.version) return known.answer as JsonText<MyClassesPage>;
  }
  const offset = (current - 1) * size;
  const [row] = await runStatement<TokenColumns & { list_version: string; counts: [number, number][]; records: string }>(db, MY_CLASSES, [
    input.tokenHash,
    input.tenantId,
    query.serviceStatus ?? null,
    size,
    // Past MAX_OFFSET the page is empty (pageQuery): an OFFSET that still fits a bigint says so.
    Math.min(offset, MAX_OFFSET + 1),
  ]);
  if (!ownList(studyCallerFrom(tokenRowFrom(row!), input), query)) return undefined;
  const statusCounts: StatusCounts = { '-1': 0, '0': 0, '1': 0, '2': 0, '3': 0, all: 0 };
  const status = query.serviceStatus ?? undefined;
  let filteredTotal = 0;
  for (const [serviceStatus, total] of row!.counts) {
    const key = String(serviceStatus);
    if (key in statusCounts) statusCounts[key as keyof StatusCounts] += total;
    statusCounts.all += total;
    if (status === undefined || serviceStatus === status) filteredTotal += total;
  }
  // page()'s fields, the records spliced in first as page() puts them, then the counts.
  const { total, pages } = page([], filteredTotal, current, size);
  const answer = `{"records":${row!.records},${JSON.stringify({ total, size, current, pages, statusCounts }).slice(1)}` as JsonText<MyClassesPage>;
  kept.set(key, { version: row!.list_version, answer });
  return answer;
}

/** The caller asks for their own list: no userId, or their own. */
const ownList = (user: CurrentUser, query: { userId?: string }) => query.userId === undefined || query.userId === user.userId;

export interface ClassPeriodQuery extends PageRequest {
  classPeriodType?: number;
}

/**
 * The school's class periods open for enrolment: to publish or in service (classStatus 0, 1), not
 * an experience class, and not one the caller already holds a place in (an enrolment still pending
 * admission, -1, is listed: the caller is enrolling in it). Earliest training first.
 */
export async function enrollingClassPeriods(db: Database, user: CurrentUser, query: ClassPeriodQuery) {
  const holdsPlace = db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(
      and(
        eq(classStudents.classId, teachingClasses.id),
        eq(classStudents.userId, user.userId),
        or(ne(classStudents.serviceStatus, SERVICE_STATUS.pendingAdmission), eq(classStudents.isEnrollment, 0)),
      ),
    );
  const conditions: SQL[] = [
    eq(teachingClasses.tenantId, user.tenantId),
    inArray(teachingClasses.classStatus, [0, 1]),
    eq(teachingClasses.isExperience, false),
    notExists(holdsPlace),
  ];
  if (query.classPeriodType !== undefined) conditions.push(eq(teachingClasses.classPeriodType, query.classPeriodType));
  const where = and(...conditions);
  return pageQuery(
    query,
    () => totalOf(db.select({ total: count() }).from(teachingClasses).where(where)),
    async (limit, offset) => {
      const rows = await db
        .select({ teachingClass: teachingClasses, enrolment: classStudents, classStudentTotal: classStudentTotal(db) })
        .from(teachingClasses)
        .leftJoin(classStudents, and(eq(classStudents.classId, teachingClasses.id), eq(classStudents.userId, user.userId)))
        .where(where)
        .orderBy(sql`${teachingClasses.trainingStartTime} asc nulls last`, asc(teachingClasses.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ teachingClass, enrolment, classStudentTotal }) => ({
        ...classFields(teachingClass, classStudentTotal),
        studentId: enrolment?.id ?? null,
        serviceStatus: enrolment?.serviceStatus ?? null,
        isEnrollment: enrolment ? enrolment.isEnrollment : 0,
      }));
    },
  );
}

/**
 * The experience class of a product for the caller. Already enrolled in a class of the product:
 * isEnrollment 1 and nothing to observe. Otherwise, when the product has an experience class whose
 * content is ready, the caller's observer enrolment in it (isEnrollment 0), created on first ask;
 * when it has none ready, classId and studentId are null.
 */
export async function experienceStudentInfo(db: Database, user: CurrentUser, productId: number, now: Date) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.tenantId, user.tenantId)));
  if (!product) throw notFound(`productId: no product ${productId} in this school`);

  const [enrolled] = await db
    .select({ classId: classStudents.classId, studentId: classStudents.id })
    .from(classStudents)
    .innerJoin(teachingClasses, eq(teachingClasses.id, classStudents.classId))
    .where(
      and(
        eq(classStudents.tenantId, user.tenantId),
        eq(teachingClasses.productId, productId),
        eq(classStudents.userId, user.userId),
        eq(classStudents.isEnrollment, 1),
      ),
    )
    .orderBy(desc(classStudents.id))
    .limit(1);
  const [experience] = await db
    .select()
    .from(teachingClasses)
    .where(and(eq(teachingClasses.tenantId, user.tenantId), eq(teachingClasses.productId, productId), eq(teachingClasses.isExperience, true)))
    .orderBy(desc(teachingClasses.experienceReady), desc(teachingClasses.id))
    .limit(1);
  const experienceReady = experience?.experienceReady === true;
  const answer = { productId, userId: user.userId, experienceReady, enrolledClassId: enrolled?.classId ?? null };
  if (enrolled) return { ...answer, isEnrollment: 1, classId: null, studentId: null };
  if (!experience || !experienceReady) return { ...answer, isEnrollment: 0, classId: null, studentId: null };

  // Concurrent first asks meet on the (class, user) unique index: one row, the same answer.
  await db
    .insert(classStudents)
    .values({
      tenantId: user.tenantId,
      classId: experience.id,
      userId: user.userId,
      serviceStatus: SERVICE_STATUS.inService,
      isEnrollment: 0,
      startDate: experience.trainingStartTime,
      endDate: experience.trainingEndTime,
      createdTime: now,
    })
    .onConflictDoNothing({ target: [classStudents.classId, classStudents.userId] });
  const [observer] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, experience.id), eq(classStudents.userId, user.userId)));
  return { ...answer, isEnrollment: 0, classId: experience.id, studentId: observer!.id };
}

/**
 * Marks the enrolment entered (the class card's click). The card never sends it for a student
 * pending admission or start, nor for a class not yet opened, and the server refuses those too.
 * Idempotent: the first entry's time is kept.
 */
export async function updateEnrolState(db: Database, student: ClassStudent, now: Date) {
  const [teachingClass] = await db.select().from(teachingClasses).where(eq(teachingClasses.id, student.classId));
  if (student.isEnrollment !== 1) throw conflict('an observer of an experience class has no enrolment to enter');
  if (student.serviceStatus === SERVICE_STATUS.pendingAdmission) throw conflict(say('api.study.pendingAdmission'));
  if (student.serviceStatus === SERVICE_STATUS.pendingStart) throw conflict(say('api.study.contentPreparing'));
  if (teachingClass!.teachingClassStatus === TEACHING_CLASS_STATUS.notOpened) {
    const start = teachingClass!.trainingStartTime;
    throw conflict(start ? say('api.study.expectedStart', { time: dayjs(start).format('YYYY-MM-DD') }) : say('api.study.waitForStart'));
  }
  await db
    .update(classStudents)
    .set({ enrolState: 1, enrolStateUpdatedTime: now })
    .where(and(eq(classStudents.id, student.id), eq(classStudents.enrolState, 0)));
  const [row] = await db.select().from(classStudents).where(eq(classStudents.id, student.id));
  return { classId: row!.classId, studentId: row!.id, userId: row!.userId, enrolState: row!.enrolState, enrolStateUpdatedTime: iso(row!.enrolStateUpdatedTime) };
}
