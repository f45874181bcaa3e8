// The question bank's HTML (issue 25; spec 3 §3 Question: trunk is HTML): the paper, the review and
// the xskt paper answer stems, options, reference answers and analyses sanitized by the CMS's
// rules (src/lib/rich-html.ts): the seeded pictures, tables, sub and sup come through; the XSS
// corpus stored in every one of those fields comes out inert. @security
import { describe, expect, it } from 'vitest';
import { poisonQuestionBank, XSS_MARKER } from '../e2e/support/xss-corpus';
import { EXAM, useExamWorld } from './support/study';
import { useTestServer } from './support/test-server';

const server = useTestServer();
const world = useExamWorld(server);

type Json = Record<string, unknown>;

/** Every question and sub-question of a questionResultVOMap. */
function questionsIn(map: Record<string, Json[]>): Json[] {
  return Object.values(map).flat().flatMap((question) => [question, ...((question.readQuestionList as Json[]) ?? [])]);
}

/** The HTML fields of a question: its stem, its options, and in review the reference answer and the analysis. */
function htmlFields(question: Json): string[] {
  const content = question.questionContentVO as { optionList: { value: string; content: string }[] };
  const answer = question.questionAnswerVO as { content: string | null; contentDesc: string | null } | undefined;
  return [question.trunk as string, ...content.optionList.flatMap((option) => [option.value, option.content]), ...(answer ? [answer.content ?? '', answer.contentDesc ?? ''] : [])];
}

/** What would run, frame, restyle or re-base the page if a browser put `html` in its DOM. */
const LIVE = /<\s*(script|iframe|object|embed|base|meta|style|svg|math|form|noscript|template|link)\b|\son[a-z]+\s*=|javascript:|srcdoc|<img(?![^>]*src="\/media\/)[^>]*>/i;

async function paper(path: string, workId: number) {
  const { status, body } = await server.json(`${path}?workId=${workId}`, { token: world.token });
  expect(status).toBe(200);
  return (body as { data: { questionUnitCAResultVO: { questionResultVOMap: Record<string, Json[]> } } }).data.questionUnitCAResultVO.questionResultVOMap;
}

async function xsktWorkId() {
  const query = new URLSearchParams({ classId: String(world.classId), studentId: String(world.studentId), classroomId: String(world.xskt.classroomId) });
  const { body } = await server.json(`${EXAM.homeworkLookup}?${query}`, { token: world.token });
  return (body as { data: { id: number } }).data.id;
}

async function markedReview() {
  const { body } = await server.json(`${EXAM.homeworkLogs}?studentWorkMasterId=${world.homework.workId}`, { token: world.token });
  const marked = (body as { data: { id: number; status: number }[] }).data.find((log) => log.status === 2)!;
  const review = await server.json(`${EXAM.review}?workId=${world.homework.workId}&answerLogId=${marked.id}`, { token: world.token });
  expect(review.status).toBe(200);
  return (review.body as { data: { questionUnitCAResultVO: { questionResultVOMap: Record<string, Json[]> } } }).data.questionUnitCAResultVO.questionResultVOMap;
}

describe('the question bank’s HTML', () => {
  it('keeps the seeded pictures, the table, sub and sup in the paper and the review', async () => {
    const answering = JSON.stringify(await paper(EXAM.homeworkPaper, world.homework.workId));
    // With the width and height the seed writes: the widget holds a picture's room before it arrives.
    expect(answering).toMatch(/<img src=\\"\/media\/images\/a-1\.jpg\\" alt=\\"[^"\\]+\\" width=\\"480\\" height=\\"270\\" \/>/);
    expect(answering).toMatch(/<table><thead><tr><th>时刻<\/th>/);
    expect(answering).toContain('I<sub>Δ</sub>');
    expect(answering).toContain('Q = I<sup>2</sup>R<sub>b</sub>t');
    const review = JSON.stringify(await markedReview());
    expect(review).toContain('<ol><li>停电</li>');
    expect(review).toContain('<strong>36 V</strong>');
    expect(JSON.stringify(await paper(EXAM.xsktPaper, await xsktWorkId()))).toContain('隔离开关 QS<sub>1</sub>');
  });

  it('answers the XSS corpus stored in every stem, option, reference answer and analysis inert, in the paper, the review and the xskt paper @security', async () => {
    await server.db.execute(poisonQuestionBank());
    const screens = {
      paper: await paper(EXAM.homeworkPaper, world.homework.workId),
      review: await markedReview(),
      xskt: await paper(EXAM.xsktPaper, await xsktWorkId()),
    };
    for (const [screen, map] of Object.entries(screens)) {
      const fields = questionsIn(map).flatMap(htmlFields);
      expect(fields.length, screen).toBeGreaterThan(5);
      for (const field of fields) {
        // Still there to read, as text; nothing of it live.
        expect(field, screen).toContain(XSS_MARKER);
        expect(field.match(LIVE)?.[0] ?? null, `${screen}: ${field.slice(0, 80)}`).toBeNull();
      }
    }
    // Review shows the analysis; the paper for answering still carries no answer at all.
    expect(JSON.stringify(screens.paper)).not.toContain('questionAnswerVO');
  });
});
