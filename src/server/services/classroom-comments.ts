// Comments and likes of a classroom (spec 2 §3 Comment, Like info; §4 comments tab, online only).
// The spec's infoId is the classroom; a reply names its parent, which must be a comment of the
// same classroom and class, and carries the parent's author name. A like is one row per user and
// classroom (a unique index), so liking twice or unliking what was never liked changes nothing.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { classroomComments, classroomLikes } from '../db/schema';
import { notFound } from '../envelope';
import { sayAbout } from '../messages';
import { announce } from './activity-feed';
import type { ClassStudent, Classroom } from './class-student';
import { studentProfile } from './classroom-questions';
import { tablePage, totalOf, type PageRequest } from './page-query';

type CommentRow = typeof classroomComments.$inferSelect;

function toComment(row: CommentRow) {
  return {
    id: row.id,
    commentContent: row.content,
    commentParent: row.parentId,
    commentAuthorName: row.authorName,
    commentAuthorAvatar: row.authorAvatar,
    commentParentAuthorName: row.parentAuthorName,
    createdTime: row.createdTime.toISOString(),
  };
}

export type ClassroomCommentView = ReturnType<typeof toComment>;

const ofClassroom = (student: ClassStudent, classroom: Classroom) =>
  and(eq(classroomComments.tenantId, student.tenantId), eq(classroomComments.classId, student.classId), eq(classroomComments.classroomId, classroom.id));

/** Every comment and reply of the classroom, newest first (a reply names its parent). */
export async function commentPage(db: Database, student: ClassStudent, classroom: Classroom, query: PageRequest) {
  const where = ofClassroom(student, classroom);
  return tablePage(db, classroomComments, where, [desc(classroomComments.createdTime), desc(classroomComments.id)], query, (rows) => rows.map(toComment));
}

/** A comment, or a reply to `commentParent`, by the caller; it joins the activity's feed (dynamic type 5). */
export async function saveClassroomComment(
  db: Database,
  student: ClassStudent,
  classroom: Classroom,
  input: { commentContent: string; commentParent?: number },
  now: Date,
): Promise<ClassroomCommentView> {
  let parent: CommentRow | undefined;
  if (input.commentParent !== undefined) {
    [parent] = await db
      .select()
      .from(classroomComments)
      .where(and(ofClassroom(student, classroom), eq(classroomComments.id, input.commentParent)));
    if (!parent) throw notFound(sayAbout('commentParent', 'api.comment.parentNotFound', { id: input.commentParent }));
  }
  const profile = await studentProfile(db, student);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(classroomComments)
      .values({
        tenantId: student.tenantId,
        classId: student.classId,
        classroomId: classroom.id,
        parentId: parent?.id ?? null,
        authorUserId: student.userId,
        authorName: profile.name,
        authorAvatar: profile.avatar,
        parentAuthorName: parent?.authorName ?? null,
        content: input.commentContent,
        createdTime: now,
      })
      .returning();
    if (classroom.activityId !== null) {
      await announce(tx, student, classroom, 5, { userId: student.userId, realName: profile.name, avatar: profile.avatar }, input.commentContent, now);
    }
    return toComment(row!);
  });
}

/** Whether the caller likes the classroom (isLike 1 or 0) and how many do (likeTotal). */
export async function likeInfo(db: Database, student: ClassStudent, classroom: Classroom) {
  const ofThis = and(eq(classroomLikes.tenantId, student.tenantId), eq(classroomLikes.classId, student.classId), eq(classroomLikes.classroomId, classroom.id));
  const [likeTotal, mine] = await Promise.all([
    totalOf(db.select({ total: count() }).from(classroomLikes).where(ofThis)),
    totalOf(db.select({ total: count() }).from(classroomLikes).where(and(ofThis, eq(classroomLikes.userId, student.userId)))),
  ]);
  return { isLike: mine > 0 ? 1 : 0, likeTotal };
}

/** Likes (true) or unlikes the classroom; idempotent either way. Answers the like info afterwards. */
export async function setClassroomLike(db: Database, student: ClassStudent, classroom: Classroom, like: boolean, now: Date) {
  if (like) {
    await db
      .insert(classroomLikes)
      .values({ tenantId: student.tenantId, classId: student.classId, classroomId: classroom.id, userId: student.userId, createdTime: now })
      .onConflictDoNothing();
  } else {
    await db
      .delete(classroomLikes)
      .where(and(eq(classroomLikes.classId, student.classId), eq(classroomLikes.classroomId, classroom.id), eq(classroomLikes.userId, student.userId)));
  }
  return likeInfo(db, student, classroom);
}
