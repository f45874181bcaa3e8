// The homework journeys the exam specs share (study-exam.spec.ts, faults-api-restart.spec.ts): the
// link that opens a work, answering the demo homework's seven questions, submitting, and reading
// an attempt's answers back through the API.
import { CLIENT, type Login } from './accounts';
import { activityNamed, classActivities } from './class-activities';
import { at } from './tenants';
import { expect, type APIRequestContext, type Page } from './test';

/** 李华, the demo student's classmate in the class in service. */
export const CLASSMATE_MOBILE = '13800138001';
export const DEMO_CLASS = '低压电工作业上岗春季班';
export const PAST_EXAMS = '第3课 阶段作业与测试';
export const HOMEWORK = '安全用电综合作业（作业）';
export const TEST = '安全用电阶段测试（测试）';
export const FUTURE_XSKT = '第5课 电工识图';
export const XSKT_HOMEWORK = '电工识图练习（作业）';
export const SAVE_CALL = '**/api/teaching/anyone/answerLog/saveAnswer';

export async function workHref(request: APIRequestContext, login: Login, kind: 'homework' | 'test', xskt = false): Promise<string> {
  const klass = await classActivities(request, 'demo', login, DEMO_CLASS);
  const activity = activityNamed(klass, xskt ? FUTURE_XSKT : PAST_EXAMS);
  const content = activity.activityContentResultVOS.find((item) => item.contentName === (xskt ? XSKT_HOMEWORK : kind === 'homework' ? HOMEWORK : TEST))!;
  const query = new URLSearchParams({
    classId: String(klass.classId),
    classroomId: String(content.contentId),
    [kind === 'homework' ? 'classStudentId' : 'studentId']: String(klass.studentId),
    courseId: String(activity.extendId),
    activityId: String(activity.activityId),
    status: '0',
  });
  if (xskt) query.set('sourceType', 'xskt');
  return `/study/${kind}/?${query}`;
}

/** The answers the server holds for an attempt, read back through the API. */
export async function storedAnswers(request: APIRequestContext, login: Login, answerLogId: string) {
  const answer = await request.get(`/api/teaching/anyone/answerLog/answers?answerLogId=${answerLogId}`, { headers: { tenantId: 'demo', token: login.token, ...CLIENT } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).data as { questionAnswerVO: { optionList: string[]; content: string } }[]).filter((record) => record.questionAnswerVO.optionList.length > 0 || record.questionAnswerVO.content !== '');
}

export const question = (page: Page) => page.locator('[data-question]');
export const cell = (page: Page, n: number) => page.locator(`[data-answer-card] [data-cell="${n}"]`);
export const banner = (page: Page) => page.locator('[data-save-banner]');
export const next = (page: Page) => page.getByRole('button', { name: '下一题', exact: true });

/** The homework's seven questions (nine answers: reading comprehension and cloze have two each), by card number. */
export const HOMEWORK_STEPS: ((page: Page) => Promise<void>)[] = [
  (page) => question(page).locator('[data-option="C"]').check(),
  async (page) => {
    for (const key of ['A', 'B', 'D']) await question(page).locator(`[data-option="${key}"]`).check();
  },
  (page) => question(page).getByRole('radio', { name: '正确' }).check(),
  async (page) => {
    await question(page).locator('[data-blank="1"]').fill('脱离电源');
    await question(page).locator('[data-blank="2"]').fill('心肺复苏');
  },
  (page) => question(page).getByPlaceholder('请输入...').fill('停电、验电、装设接地线、悬挂标示牌和装设遮栏'),
  async (page) => {
    await question(page).locator('[data-sub-question]').nth(0).locator('[data-option="B"]').check();
    await question(page).locator('[data-sub-question]').nth(1).locator('[data-option="A"]').check();
  },
  async (page) => {
    await question(page).locator('[data-sub-question]').nth(0).locator('[data-option="A"]').check();
    await question(page).locator('[data-sub-question]').nth(1).locator('[data-option="A"]').check();
  },
];
export const ANSWERS_PER_STEP = [1, 1, 1, 1, 1, 2, 2];

/** Answers the homework's questions from..to (card numbers, 1-based, inclusive), moving with Next; returns the answers given. */
export async function answerHomework(page: Page, from: number, to: number): Promise<number> {
  let given = 0;
  for (let n = from; n <= to; n++) {
    await expect(page.locator('[data-question-position]')).toHaveText(`第${n}题，共7题`);
    await HOMEWORK_STEPS[n - 1]!(page);
    given += ANSWERS_PER_STEP[n - 1]!;
    await expect(cell(page, n)).toHaveAttribute('data-state', 'answered');
    if (n < 7) await next(page).click();
  }
  return given;
}

/** Answers questions 1..lastOnline, then takes the browser offline and answers on to lastOffline; returns the answers given. */
export async function answerUntilOffline(page: Page, lastOnline: number, lastOffline: number): Promise<number> {
  const online = await answerHomework(page, 1, lastOnline);
  await page.context().setOffline(true);
  return online + (await answerHomework(page, lastOnline + 1, lastOffline));
}

export async function startHomework(page: Page, baseURL: string | undefined, href: string) {
  await page.goto(at(baseURL, 'demo', href));
  await page.getByRole('button', { name: '开始答题' }).click();
  await expect(page).toHaveURL(/\/study\/homework\/answer\/?\?/);
  await expect(page.locator('[data-question-position]')).toHaveText('第1题，共7题');
}

/** Submits (confirming), waits for the finish page and returns the attempt's answerLogId. */
export async function submitAndFinish(page: Page, kind: 'homework' | 'test' = 'homework', confirm = true): Promise<string> {
  if (confirm) {
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.locator('dialog[data-confirm]').getByRole('button', { name: '确定' }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`您已完成本次${kind === 'homework' ? '作业' : '测试'}`, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('answerLogId')!;
}

