// Homework and tests that never lose an answer (spec 3 §2, §4, §5; issue 14), as the classmate 李华
// (the class home asserts the demo student's completion counts, so every write here is his): every
// question type answered and submitted, the history, the finish page, a marked attempt's review, a
// test submitted at zero, and the fault matrix: offline for a while, saves answered 503, a reload,
// a closed and reopened browser context, time running out offline. Each attempt is read back
// through the API after its submit; the suite prints `answers given: N, answers stored: M`.
import AxeBuilder from '@axe-core/playwright';
import { signIn, type Login } from './support/accounts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { at } from './support/tenants';
import {CLASSMATE_MOBILE, SAVE_CALL, workHref, storedAnswers, question, cell, banner, next, answerHomework, startHomework, submitAndFinish } from './support/homework';

test.describe.configure({ mode: 'serial' });

const tally = { given: 0, stored: 0 };

async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(serious, JSON.stringify(serious)).toEqual([]);
}

test.afterAll(() => {
  console.log(`answers given: ${tally.given}, answers stored: ${tally.stored}`);
});


async function tallyStored(request: APIRequestContext, login: Login, answerLogId: string, given: number) {
  const stored = await storedAnswers(request, login, answerLogId);
  tally.given += given;
  tally.stored += stored.length;
  expect(stored).toHaveLength(given);
  return stored;
}

test.describe('homework and tests, as the classmate 李华 @exam', () => {
  let login: Login;
  test.beforeEach(async ({ page, request }) => {
    login = await signIn(page, request, 'demo', CLASSMATE_MOBILE);
  });

  test('a homework with every question type answered, checked on the card, submitted, then in the history @exam', async ({ page, baseURL, request }) => {
    const href = await workHref(request, login, 'homework');
    await startHomework(page, baseURL, href);
    await expect(page.getByRole('button', { name: '上一题' })).toHaveCount(0);
    await page.getByRole('button', { name: '退出' }).click();
    await expect(page.locator('dialog[data-confirm]')).toContainText('当前作业未提交，确定要退出吗？');
    await page.locator('dialog[data-confirm]').getByRole('button', { name: '取消' }).click();
    await expect(page.locator('[data-answer-card] [data-cell]')).toHaveCount(7);
    await expect(page.locator('[data-answer-card] h3')).toHaveText(['单选题', '多选题', '判断题', '填空题', '简答题', '阅读理解', '完形填空']);
    await expect(page.locator('[data-answer-card] [data-legend]')).toContainText('已答');
    await expect(page.locator('[data-answer-card] [data-legend]')).toContainText('未答');
    // Leaving one unanswered asks the second confirmation.
    const given = await answerHomework(page, 1, 6);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.locator('dialog[data-confirm]')).toContainText('您还有未作答的题目，确定要提交吗？');
    await page.locator('dialog[data-confirm]').getByRole('button', { name: '取消' }).click();
    await cell(page, 7).click();
    const last = given + (await answerHomework(page, 7, 7));
    await expect(page.getByRole('button', { name: '下一题' })).toHaveCount(0);
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.locator('dialog[data-confirm]')).toContainText('确定要提交吗？');
    const report = page.waitForResponse('**/api/teaching/anyone/dutyRecord/reportFinish');
    await page.locator('dialog[data-confirm]').getByRole('button', { name: '确定' }).click();
    const answerLogId = await submitAndFinish(page, 'homework', false);
    // The duty completion report follows the submit, and the server records it.
    const reported = await report;
    expect(reported.request().postDataJSON()).toMatchObject({ dutyType: 'SUBMIT', finStatus: 2, realValue: 1 });
    expect(reported.status()).toBe(200);
    await expect(page.getByText('本次作答需人工批阅')).toBeVisible();
    const stored = await tallyStored(request, login, answerLogId, last);
    expect(stored.map((record) => record.questionAnswerVO.content)).toContain('脱离电源|心肺复苏');

    // Back goes two steps: to the instructions, whose history lists the attempt as pending marking.
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page.locator(`[data-attempt="${answerLogId}"]`)).toContainText('待批阅');
    await page.locator(`[data-attempt="${answerLogId}"]`).getByRole('link', { name: '查看' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('您已完成本次作业');
    // The submitted attempt's answering address opens its finish page, never a new attempt.
    await page.goto(at(baseURL, 'demo', `/study/homework/answer/?${new URL(page.url()).searchParams}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('您已完成本次作业');
    await page.goto(at(baseURL, 'demo', href));
    await expect(page.locator('[data-attempt]').first()).toHaveAttribute('data-attempt', answerLogId);
  });

  test("a marked attempt's review shows the correct/wrong legend and both marks @exam", async ({ page, baseURL, request }) => {
    await page.goto(at(baseURL, 'demo', await workHref(request, login, 'homework')));
    const marked = page.locator('[data-attempt]').filter({ hasText: '已批阅' }).first();
    await marked.getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/check-my-homework/);
    const card = page.locator('[data-answer-card]');
    await expect(card.locator('[data-legend]')).toHaveText(/正确.*错误/);
    await expect(card.locator('[data-state="correct"]').first()).toBeVisible();
    await expect(card.locator('[data-state="wrong"]').first()).toBeVisible();
    await expect(page.locator('[data-total-score]')).toContainText('总得分');
    await expectNoSeriousViolation(page);
  });

  test('the fault matrix: offline for part of the attempt @exam', async ({ page, context, baseURL, request }) => {
    await startHomework(page, baseURL, await workHref(request, login, 'homework'));
    let given = await answerHomework(page, 1, 2);
    await context.setOffline(true);
    given += await answerHomework(page, 3, 5);
    await expect(banner(page)).toHaveAttribute('data-save-banner', 'offline');
    await expect(banner(page)).toContainText('网络已断开');
    await expect(cell(page, 4)).not.toHaveAttribute('data-save', 'saved');
    await context.setOffline(false);
    await expect(banner(page)).toContainText('所有答案均已保存', { timeout: 20_000 });
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7);
    given += await answerHomework(page, 6, 7);
    await tallyStored(request, login, await submitAndFinish(page), given);
  });

  test('the fault matrix: save calls answered 503 @exam', async ({ page, baseURL, request }) => {
    await startHomework(page, baseURL, await workHref(request, login, 'homework'));
    await page.route(SAVE_CALL, (route) => route.fulfill({ status: 503, body: 'busy' }));
    let given = await answerHomework(page, 1, 4);
    await expect(cell(page, 2)).not.toHaveAttribute('data-save', 'saved');
    await expect(banner(page)).toHaveAttribute('data-save-banner', 'offline');
    await page.unroute(SAVE_CALL);
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7, { timeout: 30_000 });
    given += await answerHomework(page, 5, 7);
    await tallyStored(request, login, await submitAndFinish(page), given);
  });

  test('the fault matrix: a reload in the middle, with saves not yet through @exam', async ({ page, baseURL, request }) => {
    await startHomework(page, baseURL, await workHref(request, login, 'homework'));
    let given = await answerHomework(page, 1, 2);
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7);
    // These two reach the journal only.
    await page.route(SAVE_CALL, (route) => route.abort());
    given += await answerHomework(page, 3, 4);
    await page.reload();
    await page.unroute(SAVE_CALL);
    await expect(page.locator('[data-answer-card] [data-state="answered"]')).toHaveCount(4);
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7, { timeout: 20_000 });
    await cell(page, 4).click();
    await expect(question(page).locator('[data-blank="2"]')).toHaveValue('心肺复苏');
    await cell(page, 5).click();
    given += await answerHomework(page, 5, 7);
    await tallyStored(request, login, await submitAndFinish(page), given);
  });

  test('the fault matrix: closing the browser context and reopening the attempt in a new one @exam', async ({ page, context, browser, baseURL, request }) => {
    await startHomework(page, baseURL, await workHref(request, login, 'homework'));
    const answerUrl = page.url();
    let given = await answerHomework(page, 1, 3);
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(7);
    await context.close();
    const reopened = await browser.newContext({ baseURL });
    const second = await reopened.newPage();
    await signIn(second, request, 'demo', CLASSMATE_MOBILE);
    await second.goto(answerUrl);
    await expect(second.locator('[data-answer-card] [data-state="answered"]')).toHaveCount(3);
    await cell(second, 4).click();
    given += await answerHomework(second, 4, 7);
    await tallyStored(request, login, await submitAndFinish(second), given);
    await reopened.close();
  });

  test('the xskt homework: fetched and submitted through the external source, no countdown, then View completed homework @exam', async ({ page, baseURL, request }) => {
    await page.goto(at(baseURL, 'demo', await workHref(request, login, 'homework', true)));
    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(page.locator('[data-question-position]')).toHaveText('第1题，共2题');
    await expect(page.locator('[data-countdown]')).toHaveCount(0);
    await question(page).locator('[data-option="A"]').check();
    await next(page).click();
    await question(page).getByRole('radio', { name: '正确' }).check();
    const answerLogId = await submitAndFinish(page);
    await tallyStored(request, login, answerLogId, 2);
    await page.getByRole('link', { name: '查看已完成作业' }).click();
    await expect(page).toHaveURL(/check-my-homework/);
    await expect(page.locator('[data-total-score]')).toHaveText('总得分：100分');
  });

  test('a wrong local clock changes nothing: the countdown runs on the server deadline; the screen passes axe @exam', async ({ page, baseURL, request }) => {
    // Three hours behind: a countdown on the local clock would show 3 h 30 min.
    await page.clock.install({ time: Date.now() - 3 * 3_600_000 });
    await page.goto(at(baseURL, 'demo', await workHref(request, login, 'test')));
    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(page.locator('[data-countdown] [data-clock]')).toHaveText(/^(30:00|29:\d\d)$/);
    await expect(page.locator('[data-countdown] [aria-live]')).toHaveText('');
    await expectNoSeriousViolation(page);
  });

  test('a test submits itself at zero, and time running out offline submits once the connection is back @exam', async ({ page, context, baseURL, request }) => {
    await page.clock.install();
    const href = await workHref(request, login, 'test');
    await page.goto(at(baseURL, 'demo', href));
    await expect(page.getByText('考试时长：30分钟')).toBeVisible();
    await page.getByRole('button', { name: '开始答题' }).click();
    await expect(page.locator('[data-countdown]')).toBeVisible();
    await expect(page.locator('[data-countdown] svg')).toHaveAttribute('width', '156');
    await question(page).locator('[data-option="A"]').check();
    await next(page).click();
    await question(page).locator('[data-option="A"]').check();
    await question(page).locator('[data-option="B"]').check();
    await expect(page.locator('[data-answer-card] [data-save="saved"]')).toHaveCount(5);
    await context.setOffline(true);
    await next(page).click();
    await question(page).getByRole('radio', { name: '错误' }).check();
    await next(page).click();
    await question(page).locator('[data-blank="1"]').fill('50');
    await page.clock.fastForward('30:00');
    await expect(banner(page)).toContainText('恢复连接后将自动交卷');
    await expect(page.getByText('考试时间已到，系统已自动交卷')).toBeVisible();
    await context.setOffline(false);
    const answerLogId = await submitAndFinish(page, 'test', false);
    await tallyStored(request, login, answerLogId, 4);
  });
});
