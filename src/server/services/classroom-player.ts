// The online classroom as the player loads it (spec 3 §2 Online classroom, §3 Online classroom,
// §9): its sources and renditions, where it sits in the chapter tree, and the student's learning
// record. The learning record is null when the content has nothing to show (no file, no text):
// the spec's empty record, for which the player creates an empty player without autoplay.
import { hasSource } from '../../lib/study/content-state';
import { DATA_TYPE } from '../../lib/study/data-type';
import type { Database } from '../db/client';
import { papers } from '../db/schema';
import { eq } from 'drizzle-orm';
import type { Classroom, ClassStudent } from './class-student';
import { chapterNames, dutyRules } from './courses';
import { progressRows, progressView } from './study-progress';

/** One entry of classroomContent.pageData: what the viewer shows, by kind. */
export interface PageDataEntry {
  type: 'video' | 'audio' | 'article' | 'document' | 'archive' | 'image';
  url: string | null;
  /** HLS streams (.m3u8) need hls.js where the browser has no native support. */
  stream: 'mp4' | 'hls' | null;
  content: string | null;
  cover: string | null;
}

const PAGE_KINDS: Record<number, PageDataEntry['type']> = {
  [DATA_TYPE.video]: 'video',
  [DATA_TYPE.audio]: 'audio',
  [DATA_TYPE.article]: 'article',
  [DATA_TYPE.document]: 'document',
  [DATA_TYPE.archive]: 'archive',
  [DATA_TYPE.image]: 'image',
};

function pageData(classroom: Classroom): PageDataEntry[] {
  const type = PAGE_KINDS[classroom.dataType];
  if (!type || !hasSource(classroom)) return [];
  const url = type === 'article' ? null : classroom.storageUrl;
  const stream = type === 'video' || type === 'audio' ? (/\.m3u8(\?|$)/i.test(url ?? '') ? 'hls' : 'mp4') : null;
  return [{ type, url, stream, content: type === 'article' ? classroom.articleContent : null, cover: classroom.cover }];
}

export async function playerClassroom(db: Database, student: ClassStudent, classroom: Classroom, isPreview: boolean) {
  const [row] = await progressRows(db, [student.id], [classroom.id]);
  const progress = progressView(row, classroom.durationMs);
  const { chapterName, nodeName } = await chapterNames(db, classroom);
  const [paper] = classroom.paperId == null ? [] : await db.select({ sourceType: papers.sourceType }).from(papers).where(eq(papers.id, classroom.paperId));
  return {
    classroomId: classroom.id,
    classroomType: classroom.dataType,
    name: classroom.name,
    mustLearn: classroom.mustLearn,
    activityId: classroom.activityId,
    courseId: classroom.courseId,
    contentType: classroom.contentType,
    chapterName,
    nodeName,
    classroomDuration: classroom.durationMs,
    cover: classroom.cover,
    description: classroom.description,
    onlineAttendance: classroom.onlineAttendance,
    sourceType: paper?.sourceType ?? null,
    transCodeVideoList: classroom.transcodeVideoList,
    classroomContent: { pageData: pageData(classroom) },
    dutyRuleResultVOS: dutyRules(classroom),
    learnProcess: progress.learnProcess,
    learningDuration: progress.learningDuration,
    lastStudyTime: progress.lastStudyTime,
    finished: progress.finished,
    isPreview: isPreview ? 1 : 0,
    learningRecord: hasSource(classroom)
      ? {
          classStudentId: student.id,
          classroomId: classroom.id,
          learnProcess: progress.learnProcess,
          learningDuration: progress.learningDuration,
          lastStudyTime: progress.lastStudyTime,
          furthestPosition: progress.furthestPosition,
          watchedIntervals: row?.watchedIntervals ?? [],
          finished: progress.finished,
          studiedTime: progress.studiedTime?.toISOString() ?? null,
        }
      : null,
  };
}
