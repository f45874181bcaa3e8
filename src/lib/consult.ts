// The text a consult message is saved with (spec 1 §3: the clue has no subject field): the major
// or project the visitor asked from leads their words. The subject is cut to its limit, so a
// message within the form's limit always fits the server's (src/lib/limits.ts).
import { CONSULT_SUBJECT_MAX_LENGTH } from './limits';

export function consultMessage(subject: string | undefined, content: string): string {
  const about = [...(subject?.trim() ?? '')].slice(0, CONSULT_SUBJECT_MAX_LENGTH).join('');
  return about ? `[${about}] ${content}` : content;
}
