// A student's progress in the classrooms of their class (spec 3 §3 Classroom content item, §4
// Video, §9): the one place that writes study_progress. Saves protect the student's work:
// learningDuration and the furthest watched position never go backwards, watched stretches are
// merged as a union and only that union counts toward the VIDEO_PROGRESS duty, so dragging the
// playhead to the end completes nothing; the resume position (lastStudyTime) moves either way.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cappedProgress } from '../../lib/study/rates';
import {
  clampIntervals,
  furthestWatchedMs,
  mergeIntervals,
  studiedOnOpen,
  videoProgressMet,
  watchedMs,
  watchedPercent,
  type WatchedInterval,
} from '../../lib/study/watched-intervals';
import { DATA_TYPE } from '../../lib/study/data-type';
import type { Database } from '../db/client';
import { classStudents, dutyRecords, studyProgress } from '../db/schema';
import { badRequest } from '../envelope';
import type { Classroom, ClassStudent } from './class-student';

type ProgressRow = typeof studyProgress.$inferSelect;

/** The progress a classroom shows (learnProcess as a percent, durations and positions in ms). */
export interface ClassroomProgress {
  learnProcess: number;
  learningDuration: number;
  lastStudyTime: number;
  furthestPosition: number;
  /** Milliseconds covered by the merged watched intervals (the spec's readValue). */
  watchedDuration: number;
  finished: boolean;
  /** When the student last opened or studied it; null when never. */
  studiedTime: Date | null;
}

export const NO_PROGRESS: ClassroomProgress = {
  learnProcess: 0,
  learningDuration: 0,
  lastStudyTime: 0,
  furthestPosition: 0,
  watchedDuration: 0,
  finished: false,
  studiedTime: null,
};

/**
 * A stored row as the student sees it. A media's percent is the watched share of its merged
 * intervals (the stored integer is only a whole-percent copy); a page's is what was stored when it
 * was studied. Capped, two decimals.
 */
export function progressView(row: ProgressRow | undefined, durationMs: number): ClassroomProgress {
  if (!row) return NO_PROGRESS;
  return {
    learnProcess: durationMs > 0 ? watchedPercent(row.watchedIntervals, durationMs) : cappedProgress(row.learnProcess, 2),
    learningDuration: row.learningDurationMs,
    lastStudyTime: row.lastPositionMs,
    furthestPosition: row.furthestPositionMs,
    watchedDuration: watchedMs(row.watchedIntervals),
    finished: row.finished,
    studiedTime: row.updatedTime,
  };
}

export type { ProgressRow };

/** The progress rows of these students in these classrooms. */
export async function progressRows(db: Database, classStudentIds: number[], classroomIds: number[]): Promise<ProgressRow[]> {
  if (classStudentIds.length === 0 || classroomIds.length === 0) return [];
  return db
    .select()
    .from(studyProgress)
    .where(and(inArray(studyProgress.classStudentId, classStudentIds), inArray(studyProgress.classroomId, classroomIds)));
}

/** What the player reports (spec 3 §7 Save video progress, plus the stretches watched since its last report). */
export interface VideoProgressReport {
  /** Total time spent studying the classroom, ms; a smaller value than stored is kept at the stored one. */
  learningDuration?: number;
  /** Where playback stands (resume position), ms; clamped to the media's length. */
  lastStudyTime?: number;
  watchedIntervals?: WatchedInterval[];
}

export interface SavedProgress {
  classroomId: number;
  learnProcess: number;
  finished: boolean;
  /** True only on the save that met the duty: the client may say so once. */
  finishedNow: boolean;
  learningDuration: number;
  lastStudyTime: number;
  furthestPosition: number;
  watchedIntervals: WatchedInterval[];
}

/** Media with a playing time: the only contents whose progress is reported by the player. */
const PLAYED = new Set<number>([DATA_TYPE.video, DATA_TYPE.audio]);

const whereRow = (student: ClassStudent, classroomId: number) =>
  and(eq(studyProgress.classStudentId, student.id), eq(studyProgress.classroomId, classroomId));

/**
 * Saves a progress report. One transaction holds the row's lock from read to write, so reports
 * sent at once merge their intervals one after another and none is lost. The first save that meets
 * the VIDEO_PROGRESS duty records it in duty_records (what activity states and statistics count);
 * learningDuration gained is added to the enrolment's study time.
 */
export async function saveVideoProgress(db: Database, student: ClassStudent, classroom: Classroom, report: VideoProgressReport, now: Date): Promise<SavedProgress> {
  if (!PLAYED.has(classroom.dataType) || !(classroom.durationMs > 0)) {
    throw badRequest(`classroomId: classroom ${classroom.id} is not a video or audio with a length`);
  }
  const durationMs = classroom.durationMs;
  const { intervals, outOfRange } = clampIntervals(report.watchedIntervals ?? [], durationMs);
  if (outOfRange !== null) throw badRequest(`watchedIntervals.${outOfRange}: an interval is [startMs, endMs] with 0 ≤ startMs ≤ endMs ≤ ${durationMs} (the media's length)`);
  const reportedPosition = report.lastStudyTime === undefined ? undefined : Math.min(report.lastStudyTime, durationMs);

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .insert(studyProgress)
      .values({ tenantId: student.tenantId, classStudentId: student.id, classroomId: classroom.id, updatedTime: now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(studyProgress).where(whereRow(student, classroom.id)).for('update');
    const stored = row!;
    const merged = mergeIntervals([...stored.watchedIntervals, ...intervals]);
    const learningDurationMs = Math.max(stored.learningDurationMs, report.learningDuration ?? 0);
    const furthestPositionMs = Math.max(stored.furthestPositionMs, furthestWatchedMs(merged));
    const lastPositionMs = reportedPosition ?? stored.lastPositionMs;
    const finished = stored.finished || videoProgressMet(merged, durationMs, classroom.dutyVideoProgressTarget);
    // The union only grows, so neither does the share.
    const percent = watchedPercent(merged, durationMs);
    await tx
      .update(studyProgress)
      .set({
        learningDurationMs,
        lastPositionMs,
        furthestPositionMs,
        watchedIntervals: merged,
        // The column holds whole percents: the floor never claims more than was watched.
        learnProcess: Math.min(100, Math.floor(percent)),
        finished,
        updatedTime: now,
      })
      .where(eq(studyProgress.id, stored.id));

    const finishedNow = finished && !stored.finished;
    if (finishedNow && classroom.dutyVideoProgressTarget != null) {
      await tx
        .insert(dutyRecords)
        .values({
          tenantId: student.tenantId,
          classStudentId: student.id,
          activityId: classroom.activityId,
          classroomId: classroom.id,
          dutyType: 'VIDEO_PROGRESS',
          finStatus: 2,
          realValue: Math.floor(percent),
          createdTime: now,
        })
        .onConflictDoNothing();
    }
    const gained = learningDurationMs - stored.learningDurationMs;
    if (gained > 0) {
      await tx
        .update(classStudents)
        .set({ studyDurationMs: sql`${classStudents.studyDurationMs} + ${gained}` })
        .where(eq(classStudents.id, student.id));
    }
    return {
      classroomId: classroom.id,
      learnProcess: cappedProgress(percent, 2),
      finished,
      finishedNow,
      learningDuration: learningDurationMs,
      lastStudyTime: lastPositionMs,
      furthestPosition: furthestPositionMs,
      watchedIntervals: merged,
    };
  });
}

/**
 * Records that the student opened the classroom: it becomes their most recently studied one (the
 * class's and the course's 'last studied'). A page without playing time (article, document,
 * archive, image) counts as studied once opened. One statement, so parallel visits make one row.
 */
export async function recordClassroomVisit(db: Database, student: ClassStudent, classroom: Classroom, now: Date): Promise<ClassroomProgress> {
  const studied = studiedOnOpen(classroom.dataType, classroom.durationMs);
  const onOpen = studied ? { finished: true, learnProcess: 100 } : {};
  const [row] = await db
    .insert(studyProgress)
    .values({ tenantId: student.tenantId, classStudentId: student.id, classroomId: classroom.id, updatedTime: now, ...onOpen })
    .onConflictDoUpdate({ target: [studyProgress.classStudentId, studyProgress.classroomId], set: { updatedTime: now, ...onOpen } })
    .returning();
  return progressView(row, classroom.durationMs);
}
