// What a content of a class activity asks of the student, and the duty counts built on it
// (spec 2 §3 Class activity activityFinishTypeMap, Duty statistics resultMap): a video is done
// when its progress target is reached, homework and tests when submitted, a face-to-face session
// when signed in, anything else when studied to its end. activity-state.ts turns these into the
// activity's attendance state.
import { contentKind, type ContentKind } from './data-type';

/** What one content holds and what the student did in it. */
export interface ContentFacts {
  dataType: number;
  contentType: string;
  /** 1 required, 0 optional. */
  mustLearn: number;
  /** The VIDEO_PROGRESS duty's target percent; null when the content has no such duty. */
  dutyVideoProgressTarget: number | null;
  /** Percent watched or read, 0 to 100. */
  learnProcess: number;
  /** The progress record says the content is finished. */
  finished: boolean;
  /** A homework or test attempt was submitted. */
  submitted: boolean;
  signedIn: boolean;
  /** A finished duty record (VIDEO_PROGRESS or SUBMIT) exists for the content. */
  dutyDone: boolean;
}

/** Whether the student has done what the content asks. */
export function contentDone(content: ContentFacts): boolean {
  if (content.dutyDone) return true;
  switch (contentKind(content.dataType)) {
    case 'video':
      return content.finished || (content.dutyVideoProgressTarget !== null && content.learnProcess >= content.dutyVideoProgressTarget);
    case 'homework':
    case 'test':
      return content.submitted;
    case 'faceToFace':
      return content.signedIn;
    default:
      return content.finished;
  }
}

/** The contents an activity requires (mustLearn 1): what its state and its duty counts read. */
export function requiredContents<T extends Pick<ContentFacts, 'mustLearn'>>(contents: readonly T[]): T[] {
  return contents.filter((content) => content.mustLearn === 1);
}

export interface FinishCount {
  totalNum: number;
  finishNum: number;
}

function emptyCounts<K extends string>(keys: readonly K[]): Record<K, FinishCount> {
  return Object.fromEntries(keys.map((key) => [key, { totalNum: 0, finishNum: 0 }])) as Record<K, FinishCount>;
}

function tally<K extends string>(counts: Record<K, FinishCount>, keys: readonly K[], done: boolean) {
  for (const key of keys) {
    counts[key].totalNum += 1;
    if (done) counts[key].finishNum += 1;
  }
}

export const ACTIVITY_FINISH_TYPES = ['VIDEO_PROGRESS', 'ONLINE_HOMEWORK_SUBMIT', 'ONLINE_TEST_SUBMIT'] as const;
export type ActivityFinishType = (typeof ACTIVITY_FINISH_TYPES)[number];

const finishTypeOfKind: Partial<Record<ContentKind, ActivityFinishType>> = {
  video: 'VIDEO_PROGRESS',
  homework: 'ONLINE_HOMEWORK_SUBMIT',
  test: 'ONLINE_TEST_SUBMIT',
};

/** activityFinishTypeMap: the activity's required videos, homework and tests, and how many are done. */
export function activityFinishTypeMap(contents: readonly ContentFacts[]): Record<ActivityFinishType, FinishCount> {
  const counts = emptyCounts(ACTIVITY_FINISH_TYPES);
  for (const content of requiredContents(contents)) {
    const type = finishTypeOfKind[contentKind(content.dataType)];
    if (type) tally(counts, [type], contentDone(content));
  }
  return counts;
}

/** The duty statistics' resultMap keys (spec 2 §3 Duty statistics). */
export const DUTY_RESULT_KEYS = [
  'OFFLINE_FACE2FACE_TEACHING_FIN_TIMES',
  'ONLINE_VIDEO_TEACHING_STUDY_TIMES',
  'VIDEO_PROGRESS',
  'EE_LIVE_LECTURES_VIDEO_PROGRESS',
  'ONLINE_HOMEWORK_SUBMIT',
  'ONLINE_TEST_SUBMIT',
] as const;
export type DutyResultKey = (typeof DUTY_RESULT_KEYS)[number];

/** The duties one content counts toward: its teaching kind (contentType) and its duty by dataType. */
function dutyKeys(content: ContentFacts): DutyResultKey[] {
  const kind = contentKind(content.dataType);
  const keys: DutyResultKey[] = [];
  if (content.contentType === 'OFFLINE_FACE2FACE_TEACHING' || kind === 'faceToFace') keys.push('OFFLINE_FACE2FACE_TEACHING_FIN_TIMES');
  if (content.contentType === 'ONLINE_VIDEO_TEACHING') keys.push('ONLINE_VIDEO_TEACHING_STUDY_TIMES');
  if (content.contentType === 'EE_LIVE_LECTURES') keys.push('EE_LIVE_LECTURES_VIDEO_PROGRESS');
  else if (kind === 'video') keys.push('VIDEO_PROGRESS');
  if (kind === 'homework') keys.push('ONLINE_HOMEWORK_SUBMIT');
  if (kind === 'test') keys.push('ONLINE_TEST_SUBMIT');
  return keys;
}

/** resultMap of the duty statistics: each duty of the given contents, with how many are done. */
export function dutyResultMap(contents: readonly ContentFacts[]): Record<DutyResultKey, FinishCount> {
  const counts = emptyCounts(DUTY_RESULT_KEYS);
  for (const content of contents) tally(counts, dutyKeys(content), contentDone(content));
  return counts;
}
