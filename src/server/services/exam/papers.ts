// Papers as the answering and review screens read them (spec 3 §3 Homework or test paper,
// Question): questionUnitCAResultVO with questionResultVOMap keyed by question type. While
// answering, a paper never carries the correct answers; review adds them with the student's marks.
// The question bank's HTML (stems, options, reference answers, analyses) leaves sanitized by the
// CMS's rules (src/lib/rich-html.ts, as the build does), so the widget never parses anything that
// would run; the widget sanitizes it again (RichHtml), for a platform or an xskt source that does not.
import { asc, eq, sql } from 'drizzle-orm';
import { isObjectiveType } from '../../../lib/exam/marking';
import { WORK_KIND_CODE } from '../../../lib/exam/work';
import { sanitizeCmsHtml } from '../../../site/build/sanitize';
import type { Database } from '../../db/client';
import { paperQuestions, type QuestionAnswer } from '../../db/schema';
import { openAttempt } from './attempt-row';
import type { Paper } from './works';

export type PaperQuestion = typeof paperQuestions.$inferSelect;

/** A question with its sub-questions (reading comprehension 11 and cloze 13). */
export interface QuestionNode {
  question: PaperQuestion;
  children: QuestionNode[];
}

/** The paper's questions as a tree in seq order, and its leaves: what is answered and marked. */
export async function loadQuestions(db: Database, paperId: number): Promise<{ roots: QuestionNode[]; leaves: PaperQuestion[]; byId: Map<number, PaperQuestion & { hasChildren: boolean }> }> {
  const rows = await db
    .select()
    .from(paperQuestions)
    .where(eq(paperQuestions.paperId, paperId))
    .orderBy(sql`${paperQuestions.parentId} nulls first`, asc(paperQuestions.seq), asc(paperQuestions.id));
  const nodes = new Map(rows.map((question) => [question.id, { question, children: [] as QuestionNode[] }]));
  const roots: QuestionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.question.parentId === null ? undefined : nodes.get(node.question.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const leaves = rows.filter((question) => nodes.get(question.id)!.children.length === 0);
  const byId = new Map(rows.map((question) => [question.id, { ...question, hasChildren: nodes.get(question.id)!.children.length > 0 }]));
  return { roots, leaves, byId };
}

/** How a question is marked: 0 automatically on submit, 1 by a teacher (short answers, and parents holding one). */
function markStatusOf(node: QuestionNode): number {
  if (node.children.length > 0) return node.children.some((child) => markStatusOf(child) === 1) ? 1 : 0;
  return isObjectiveType(node.question.questionType) ? 0 : 1;
}

interface QuestionCore {
  id: number;
  questionUnitId: number;
  parentId: number | null;
  questionType: number;
  trunk: string;
  examPoint: number;
  questionContentVO: { optionList: { key: string; value: string; content: string }[]; content: string | null };
  markStatus: number;
}

/** A question of the paper; sub-questions (readQuestionList) have none of their own. */
export interface QuestionView extends QuestionCore {
  readQuestionList: (QuestionCore & { readQuestionList: never[] })[];
}

export interface AnswerVO {
  optionList: string[];
  content: string | null;
}

interface ReviewFields {
  /** The correct answer. */
  questionAnswerVO: AnswerVO & { contentDesc: string | null };
  userAnswerVO: AnswerVO | null;
  /** Null while waiting for marking. */
  score: number | null;
  isCorrect: boolean | null;
}

/** A question in review: the correct answer, the student's answer and the mark. */
export interface ReviewQuestionView extends QuestionCore, ReviewFields {
  readQuestionList: (QuestionCore & ReviewFields & { readQuestionList: never[] })[];
}

export interface SavedAnswer {
  answer: QuestionAnswer;
  score: number | null;
  isCorrect: boolean | null;
}

/**
 * A stored answer as the contract shows it: its keys as optionList, its text as `content` renders it
 * (the one place the stored shape becomes the contract's, for the review, its reference answer and
 * the saved answers of a resumed attempt).
 */
export function answerVO<Content>(answer: QuestionAnswer, content: (text: string | undefined) => Content) {
  return { optionList: answer.keys, content: content(answer.content) };
}

const textOrNull = (text: string | undefined) => text ?? null;

const sanitizedOrNull = (html: string | undefined) => (html === undefined ? null : sanitizeCmsHtml(html));

function coreView(node: QuestionNode): QuestionCore {
  const { question } = node;
  return {
    id: question.id,
    questionUnitId: question.paperId,
    parentId: question.parentId,
    questionType: question.questionType,
    trunk: sanitizeCmsHtml(question.trunk),
    examPoint: question.examPoint,
    questionContentVO: {
      optionList: question.content.optionList.map(({ key, value, content }) => ({ key, value: sanitizeCmsHtml(value), content: sanitizeCmsHtml(content ?? value) })),
      content: sanitizedOrNull(question.content.content),
    },
    markStatus: markStatusOf(node),
  };
}

function questionView(node: QuestionNode): QuestionView {
  return { ...coreView(node), readQuestionList: node.children.map((child) => ({ ...coreView(child), readQuestionList: [] })) };
}

function leafReview(node: QuestionNode, saved: Map<number, SavedAnswer>): QuestionCore & ReviewFields {
  const { question } = node;
  const own = saved.get(question.id);
  return {
    ...coreView(node),
    questionAnswerVO: { ...answerVO(question.correctAnswer, sanitizedOrNull), contentDesc: sanitizedOrNull(question.correctAnswer.contentDesc) },
    userAnswerVO: own ? answerVO(own.answer, textOrNull) : null,
    // Unanswered: no points, wrong.
    score: own ? own.score : 0,
    isCorrect: own ? own.isCorrect : false,
  };
}

function reviewView(node: QuestionNode, saved: Map<number, SavedAnswer>): ReviewQuestionView {
  const own = leafReview(node, saved);
  if (node.children.length === 0) return { ...own, readQuestionList: [] };
  const children = node.children.map((child) => ({ ...leafReview(child, saved), readQuestionList: [] as never[] }));
  // A parent's mark is its sub-questions': their sum, correct when all are; pending while one is.
  const pending = children.some((child) => child.score === null || child.isCorrect === null);
  return {
    ...own,
    userAnswerVO: null,
    score: pending ? null : children.reduce((sum, child) => sum + child.score!, 0),
    isCorrect: pending ? null : children.every((child) => child.isCorrect),
    readQuestionList: children,
  };
}

/** questionResultVOMap: the top-level questions by their type ('1', '2', '3', '4', '6', '11', '13'), each list in paper order. */
function byType<T extends { questionType: number }>(views: T[]): Record<string, T[]> {
  const map: Record<string, T[]> = {};
  for (const view of views) (map[String(view.questionType)] ??= []).push(view);
  return map;
}

function unitOf(paper: Paper) {
  return {
    id: paper.id,
    title: paper.title,
    description: paper.description,
    unitTime: paper.kind === WORK_KIND_CODE.test ? paper.unitTimeMinutes : null,
    sourceType: paper.sourceType,
  };
}

/** The paper to answer: no correct answers, no explanations. */
export function paperVO(paper: Paper, roots: QuestionNode[]) {
  return { ...unitOf(paper), questionResultVOMap: byType(roots.map(questionView)) };
}

/** The paper to review, with one attempt's answers and marks. */
export function reviewPaperVO(paper: Paper, roots: QuestionNode[], saved: Map<number, SavedAnswer>) {
  return { ...unitOf(paper), questionResultVOMap: byType(roots.map((root) => reviewView(root, saved))) };
}

/**
 * A work's paper to answer, with the open attempt (answerLogId; for a test its deadlineTime, ms)
 * and the server's clock (serverTime, ms), so the countdown corrects a client's wrong clock.
 */
export async function workPaper(db: Database, work: { id: number }, paper: Paper, now: Date) {
  const { roots } = await loadQuestions(db, paper.id);
  const open = await openAttempt(db, work.id);
  return {
    workId: work.id,
    answerLogId: open?.id ?? null,
    deadlineTime: open?.deadlineTime?.getTime() ?? null,
    serverTime: now.getTime(),
    questionUnitCAResultVO: paperVO(paper, roots),
  };
}
