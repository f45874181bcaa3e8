// The answer card (spec 3 §2): questions grouped by type in type order, each cell answered or
// not, or in review correct or wrong.
import type { MessageKey } from '../../i18n';
import { questionTypeLabel } from './labels';

/** questionResultVOMap of a paper: the questions keyed by their question type. */
export type QuestionResultVOMap<Q> = Readonly<Record<string, readonly Q[] | null | undefined>>;

export type AnswerCardMode = 'answer' | 'review';
export type CellState = 'answered' | 'unanswered' | 'correct' | 'wrong';

export interface AnswerCardCell<Q> {
  question: Q;
  /** 1-based across the whole paper, the number the question is shown with. */
  number: number;
  state: CellState;
}

export interface AnswerCardGroup<Q> {
  questionType: number;
  label: MessageKey | undefined;
  cells: AnswerCardCell<Q>[];
}

function typeGroups<Q>(questionResultVOMap: QuestionResultVOMap<Q>): [number, readonly Q[]][] {
  return Object.entries(questionResultVOMap)
    .map(([key, questions]): [number, readonly Q[]] => [Number(key), questions ?? []])
    .filter(([questionType, questions]) => Number.isFinite(questionType) && questions.length > 0)
    .sort(([a], [b]) => a - b);
}

/** The paper's questions in answer-card order, which is also the order Previous and Next walk. */
export function orderedQuestions<Q>(questionResultVOMap: QuestionResultVOMap<Q>): Q[] {
  return typeGroups(questionResultVOMap).flatMap(([, questions]) => questions);
}

/** While answering, answered or not (spec 3 §5: any option selected or text entered); in review, correct or wrong (unmarked is wrong). */
export function cellState(mode: AnswerCardMode, cell: { answered: boolean; correct?: boolean | null }): CellState {
  if (mode === 'review') return cell.correct ? 'correct' : 'wrong';
  return cell.answered ? 'answered' : 'unanswered';
}

export function answerCardGroups<Q>(questionResultVOMap: QuestionResultVOMap<Q>, stateOf: (question: Q) => CellState): AnswerCardGroup<Q>[] {
  let number = 0;
  return typeGroups(questionResultVOMap).map(([questionType, questions]) => ({
    questionType,
    label: questionTypeLabel(questionType),
    cells: questions.map((question) => ({ question, number: ++number, state: stateOf(question) })),
  }));
}

const cellStateLabels: Record<CellState, MessageKey> = {
  answered: 'rules.answerCard.answered',
  unanswered: 'rules.answerCard.unanswered',
  correct: 'rules.answerCard.correct',
  wrong: 'rules.answerCard.wrong',
};

export function cellStateLabel(state: CellState): MessageKey {
  return cellStateLabels[state];
}

export const ANSWER_CARD_LEGEND: Readonly<Record<AnswerCardMode, readonly CellState[]>> = {
  answer: ['answered', 'unanswered'],
  review: ['correct', 'wrong'],
};
