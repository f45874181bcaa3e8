// What the classroom's interaction calls share (questions, notes, comments and likes, spec 2 §7):
// the text areas, judged by the study widget's own form rules (src/lib/forms.ts),
// so the server never refuses what the drawer let through, nor takes what it would have refused.
import { z } from '@hono/zod-openapi';
import type { MessageKey } from '../../i18n';
import { validateForm, type FieldRules } from '../../lib/forms';
import type { ApiMessageKey } from '../messages';

// The form's messages as the API says them (same words, api namespace: the server renders no other).
const API_WORDS: Partial<Record<MessageKey, ApiMessageKey>> = {
  'validation.questionContentRequired': 'api.question.titleRequired',
  'validation.noteTitleRequired': 'api.note.titleRequired',
  'validation.commentContentRequired': 'api.classroomComment.contentRequired',
  'validation.textTooLong': 'api.studyText.tooLong',
};

const apiWords = (key: MessageKey): string => API_WORDS[key] ?? key;

/** A text area of the interaction drawers, checked by its form rule; stored as typed (trimmed), never as HTML. */
export function formText(rules: FieldRules) {
  const required = rules.required ? apiWords(rules.required) : 'a text is expected';
  return z
    .string({ error: required })
    .trim()
    .superRefine((value, context) => {
      const failure = validateForm({ value: rules }, { value }).value;
      if (failure) context.addIssue({ code: 'custom', message: apiWords(failure) });
    });
}

/** 0 or 1 (isDraft, isShared, isThumb), sent as a number or a numeric string. */
export const flag = (field: string) => z.coerce.number().int().min(0, `${field} must be 0 or 1`).max(1, `${field} must be 0 or 1`);

/** The spec's time format for createdTime (ISO 8601 here, as every other call of this API). */
export const time = z.string().openapi({ description: 'ISO 8601' });
