// The offline (face-to-face) classroom page (spec 2 §2 /study/classroom/offline, §3 Offline
// classroom, Highlight): its notes before class, knowledge points, teachers (the first is the
// lead, the rest assistants) and the highlights of its activity, grouped by course.
import { and, asc, eq } from 'drizzle-orm';
import { DATA_TYPE } from '../../lib/study/data-type';
import type { Database } from '../db/client';
import { classActivities, classroomHighlights, classrooms, classroomTeachers, courses, knowledgePoints } from '../db/schema';
import { badRequest, notFound } from '../envelope';
import { requireClassActivity } from './class-activities';
import { findClassStudent, requireClassroom, type ClassStudent, type Classroom } from './class-student';
import type { CurrentUser } from './current-user';
import { tablePage, type PageRequest } from './page-query';

export interface OfflineClassroomRef {
  classroomId: number;
  classId?: number;
  studentId?: number;
}

/**
 * The face-to-face classroom the call names, and the caller's enrolment in its class: the class is
 * the classroom's activity's unless classId or studentId names it. Another school's or class's
 * classroom is not found; a classroom that is not face to face is refused.
 */
export async function requireOfflineClassroom(db: Database, user: CurrentUser, ref: OfflineClassroomRef, access: 'act' | 'read' = 'act'): Promise<{ student: ClassStudent; classroom: Classroom }> {
  const [row] = await db
    .select({ classId: classActivities.classId })
    .from(classrooms)
    .leftJoin(classActivities, eq(classActivities.id, classrooms.activityId))
    .where(and(eq(classrooms.id, ref.classroomId), eq(classrooms.tenantId, user.tenantId)));
  if (!row) throw notFound(`classroomId: no classroom ${ref.classroomId} in this school`);
  const classId = ref.classId ?? row.classId ?? undefined;
  if (classId === undefined && ref.studentId === undefined) throw badRequest('classId: required for a classroom outside the class schedule');
  const student = await findClassStudent(db, user, { classId, studentId: ref.studentId }, access);
  const classroom = await requireClassroom(db, student, ref.classroomId);
  if (classroom.dataType !== DATA_TYPE.faceToFace) throw badRequest(`classroomId: classroom ${classroom.id} is not a face-to-face classroom`);
  return { student, classroom };
}

type TeacherRow = typeof classroomTeachers.$inferSelect;

const teacherOrder = [asc(classroomTeachers.seq), asc(classroomTeachers.id)];
const pointOrder = [asc(knowledgePoints.seq), asc(knowledgePoints.id)];

function toTeacher(row: TeacherRow, index: number) {
  return { id: row.id, teacherName: row.teacherName, teacherAvatar: row.teacherAvatar, isLead: index === 0 ? 1 : 0 };
}

export async function offlineClassroomDetail(db: Database, classroom: Classroom) {
  const [teachers, points] = await Promise.all([
    db.select().from(classroomTeachers).where(eq(classroomTeachers.classroomId, classroom.id)).orderBy(...teacherOrder),
    db.select().from(knowledgePoints).where(eq(knowledgePoints.classroomId, classroom.id)).orderBy(...pointOrder),
  ]);
  return {
    classroomId: classroom.id,
    classroomName: classroom.name,
    activityId: classroom.activityId,
    courseId: classroom.courseId,
    desc: classroom.description,
    points: points.map((point) => ({ id: point.id, pointDesc: point.pointDesc })),
    teacherList: teachers.map(toTeacher),
    position: classroom.position,
    address: classroom.address,
    classStartTime: classroom.classStartTime?.toISOString() ?? null,
    classEndTime: classroom.classEndTime?.toISOString() ?? null,
  };
}

/** The classroom's teachers, the lead first (isLead 1 on the first of the whole list, whatever the page). */
export function teacherPage(db: Database, classroom: Classroom, request: PageRequest) {
  const where = eq(classroomTeachers.classroomId, classroom.id);
  return tablePage(db, classroomTeachers, where, teacherOrder, request, (rows, offset) => rows.map((row, index) => toTeacher(row, offset + index)));
}

export function pointPage(db: Database, classroom: Classroom, request: PageRequest) {
  const where = eq(knowledgePoints.classroomId, classroom.id);
  return tablePage(db, knowledgePoints, where, pointOrder, request, (rows) => rows.map((row) => ({ id: row.id, pointDesc: row.pointDesc })));
}

/** The highlights of an activity of the student's class (bizId), grouped by course, in the order they were added. */
export async function classroomTitbits(db: Database, student: ClassStudent, query: { bizId: number; courseId?: number }) {
  const activity = await requireClassActivity(db, student, query.bizId);
  const conditions = [eq(classroomHighlights.activityId, activity.id), eq(classroomHighlights.classId, student.classId)];
  if (query.courseId !== undefined) conditions.push(eq(classroomHighlights.courseId, query.courseId));
  const rows = await db
    .select({ highlight: classroomHighlights, courseName: courses.courseName })
    .from(classroomHighlights)
    .leftJoin(courses, eq(courses.id, classroomHighlights.courseId))
    .where(and(...conditions))
    .orderBy(asc(classroomHighlights.seq), asc(classroomHighlights.id));
  const groups = new Map<number | null, { courseId: number | null; courseName: string | null; titbitList: { id: number; titbitName: string; fileType: 'VIDEO' | 'IMAGE'; url: string }[] }>();
  for (const { highlight, courseName } of rows) {
    const group = groups.get(highlight.courseId) ?? { courseId: highlight.courseId, courseName, titbitList: [] };
    group.titbitList.push({ id: highlight.id, titbitName: highlight.titbitName, fileType: highlight.fileType === 'VIDEO' ? 'VIDEO' : 'IMAGE', url: highlight.url });
    groups.set(highlight.courseId, group);
  }
  return [...groups.values()];
}
