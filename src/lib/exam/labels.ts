// Labels of the exam and player screens (spec 3 §3, §9): question types (from the registry of
// question-types.ts), option letters, content types and playback speeds. The player's quality
// labels are src/lib/study/classroom-player.ts.
import type { MessageKey } from '../../i18n';
import { contentKind, type ContentKind } from '../study/data-type';
import { questionTypeRule } from './question-types';

export function questionTypeLabel(questionType: number | null | undefined): MessageKey | undefined {
  return questionTypeRule(questionType)?.label;
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

const contentKindLabels: Record<ContentKind, MessageKey> = {
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
  material: 'rules.contentType.material',
  other: 'rules.contentType.other',
};

/** Every kind's label, as the course directory shows it beside each item. */
export function contentKindLabel(kind: ContentKind): MessageKey {
  return contentKindLabels[kind];
}

/** The player's label of a content's type: none for the shared material kinds and the unknown. */
export function contentTypeLabel(dataType: number | null | undefined): MessageKey | undefined {
  const kind = contentKind(dataType);
  return kind === 'material' || kind === 'other' ? undefined : contentKindLabels[kind];
}

export const PLAYBACK_SPEEDS = [0.75, 1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
