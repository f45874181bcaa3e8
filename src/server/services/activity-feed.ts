// The activity dynamic feed of a class (spec 2 §3 Activity dynamic): what students did in an
// activity's classrooms, written in the same transaction as the deed itself.
import type { Database } from '../db/client';
import { activityDynamics } from '../db/schema';
import type { ClassStudent, Classroom } from './class-student';

/** 0 signed in, 1 signed out, 2 question, 4 note published, 5 classroom comment. */
export type DynamicType = 0 | 1 | 2 | 4 | 5;

/** Who did it, under the name and avatar the feed keeps. */
export interface FeedAuthor {
  userId: string;
  realName: string;
  avatar: string | null;
}

/** Writes one entry of `student`'s class feed about `classroom`; `content` is what the entry quotes. */
export async function announce(tx: Database, student: ClassStudent, classroom: Classroom, type: DynamicType, author: FeedAuthor, content: string, now: Date) {
  await tx.insert(activityDynamics).values({ tenantId: student.tenantId, classId: student.classId, activityId: classroom.activityId, type, ...author, content, createdTime: now });
}
