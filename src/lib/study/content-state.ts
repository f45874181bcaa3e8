// Where a student stands with one classroom content item (spec 3 §3 Classroom content item,
// userStudyCourseDetailResultVO.numStatus; spec 2 §3 activityFinishTypeMap): finished or not, by
// its kind, and the courseware tabs of the course page.

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

/** dataType values (spec 3 §3). */
export const DATA_TYPE = { video: 1, audio: 2, article: 3, document: 4, archive: 5, homework: 6, test: 7, image: 8, live: 10, faceToFace: 11 } as const;

export interface ContentFacts {
  dataType: number;
  /** The progress row says finished (the duty met, or the page studied). */
  progressFinished?: boolean | null;
  /** Homework and tests: an attempt was submitted (pending marking or marked). */
  submitted?: boolean | null;
  /** Face-to-face: the student signed in. */
  signedIn?: boolean | null;
}

/** Finished: a homework or test once submitted, a face-to-face session once signed in, anything else once its progress is finished. */
export function contentFinished(facts: ContentFacts): boolean {
  if (facts.dataType === DATA_TYPE.homework || facts.dataType === DATA_TYPE.test) return facts.submitted === true;
  if (facts.dataType === DATA_TYPE.faceToFace) return facts.signedIn === true;
  return facts.progressFinished === true;
}

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
