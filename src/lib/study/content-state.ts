// The course page's contents (spec 3 §3 Classroom content item): the courseware tabs, and whether a
// content has something to show. Whether it is finished is contentDone (activity-duties.ts).
import { DATA_TYPE } from './data-type';

/** The contentType values, in the order of the course page's tabs. */
export const CONTENT_TYPES = [
  'ONLINE_VIDEO_TEACHING',
  'ONLINE_HOMEWORK',
  'ONLINE_TEST',
  'OFFLINE_FACE2FACE_TEACHING',
  'E_WORDS_MATERIALS',
  'EE_LIVE_LECTURES',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** Groups items by contentType, every tab present (empty tabs are hidden by the page, not missing), each group in the given order. */
export function groupByContentType<T extends { contentType: string }>(items: readonly T[]): Record<ContentType, T[]> {
  const groups = Object.fromEntries(CONTENT_TYPES.map((type) => [type, [] as T[]])) as Record<ContentType, T[]>;
  for (const item of items) {
    if ((CONTENT_TYPES as readonly string[]).includes(item.contentType)) groups[item.contentType as ContentType].push(item);
  }
  return groups;
}

/**
 * Whether the content has something to show: a file for media, documents, archives and images,
 * text for an article. Without it the player's learning record is empty (no permission): an empty
 * player without autoplay.
 */
export function hasSource(content: { dataType: number; storageUrl?: string | null; articleContent?: string | null }): boolean {
  if (content.dataType === DATA_TYPE.article) return Boolean(content.articleContent);
  const needsFile: number[] = [DATA_TYPE.video, DATA_TYPE.audio, DATA_TYPE.document, DATA_TYPE.archive, DATA_TYPE.image];
  return needsFile.includes(content.dataType) ? Boolean(content.storageUrl) : true;
}
