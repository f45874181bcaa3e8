// Moving between questions (spec 3 §5): never before the first or past the last.
import type { Message } from '../../i18n';

export type QuestionMove = { kind: 'go'; index: number } | { kind: 'error'; message: Message };

export function moveQuestion(currentIndex: number, total: number, direction: 'previous' | 'next'): QuestionMove {
  const index = direction === 'previous' ? currentIndex - 1 : currentIndex + 1;
  if (index < 0) return { kind: 'error', message: { key: 'rules.exam.alreadyFirstQuestion' } };
  if (index >= total) return { kind: 'error', message: { key: 'rules.exam.alreadyLastQuestion' } };
  return { kind: 'go', index };
}

export interface NavigationButtons {
  showPrevious: boolean;
  showNext: boolean;
}

/** The matching button is hidden at the first and at the last question. */
export function navigationButtons(currentIndex: number, total: number): NavigationButtons {
  return { showPrevious: currentIndex > 0, showNext: currentIndex < total - 1 };
}
