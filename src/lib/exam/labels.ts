// Labels of the exam and player screens (spec 3 §3, §9): question types, option letters,
// content types, video qualities and playback speeds.
import type { MessageKey } from '../../i18n';
import { contentKind, type ContentKind } from '../study/data-type';

export const QUESTION_TYPE = {
  singleChoice: 1,
  multipleChoice: 2,
  trueFalse: 3,
  fillBlank: 4,
  shortAnswer: 6,
  readingComprehension: 11,
  cloze: 13,
} as const;

export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];

const questionTypeLabels: Record<QuestionType, MessageKey> = {
  1: 'rules.questionType.singleChoice',
  2: 'rules.questionType.multipleChoice',
  3: 'rules.questionType.trueFalse',
  4: 'rules.questionType.fillBlank',
  6: 'rules.questionType.shortAnswer',
  11: 'rules.questionType.readingComprehension',
  13: 'rules.questionType.cloze',
};

export function questionTypeLabel(questionType: number | null | undefined): MessageKey | undefined {
  return typeof questionType === 'number' && questionType in questionTypeLabels ? questionTypeLabels[questionType as QuestionType] : undefined;
}

const LETTER_A = 'A'.charCodeAt(0);

/** A to Z by option index; past Z the options are numbered instead, so none is left unlabelled. */
export function optionLetter(index: number): string {
  return Number.isInteger(index) && index >= 0 && index < 26 ? String.fromCharCode(LETTER_A + index) : String(index + 1);
}

/** A true/false question's options shown as right (first option) and wrong (second). */
export function trueFalseLabel(index: number): MessageKey {
  return index === 0 ? 'rules.trueFalse.right' : 'rules.trueFalse.wrong';
}

const contentTypeLabels: Partial<Record<ContentKind, MessageKey>> = {
  video: 'rules.contentType.video',
  audio: 'rules.contentType.audio',
  article: 'rules.contentType.article',
  document: 'rules.contentType.document',
  archive: 'rules.contentType.archive',
  homework: 'rules.contentType.homework',
  test: 'rules.contentType.test',
  image: 'rules.contentType.image',
  live: 'rules.contentType.live',
  faceToFace: 'rules.contentType.faceToFace',
};

export function contentTypeLabel(dataType: number | null | undefined): MessageKey | undefined {
  return contentTypeLabels[contentKind(dataType)];
}

/** transCodeVideoList's templateType as a resolution; anything but LD, SD and HD is the full 1080P. */
export function qualityLabel(templateType: string | null | undefined): '360P' | '480P' | '720P' | '1080P' {
  switch (templateType) {
    case 'LD':
      return '360P';
    case 'SD':
      return '480P';
    case 'HD':
      return '720P';
    default:
      return '1080P';
  }
}

export const PLAYBACK_SPEEDS = [0.75, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
