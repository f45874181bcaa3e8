// A test on a phone on a train (issue 28 item 2): started online, the network cut, the page reloaded:
// the paper, the answer and the deadline come from the journal, the student goes on answering by
// tapping and submits (queued, and says so); the tab closed and reopened with no connection keeps
// every answer and the queued submit; once the network is back every answer is stored and the
// submit done. As the classmate 孙丽
// (signed in by code: no other spec answers her test). Prints
// `offline: answers given: N, answers stored: N, reloads offline: 2`.
import { keepSessionInContext, logInByCode } from './support/accounts';
import { cell, question, storedAnswers, workHref } from './support/homework';
import { lookAt } from './support/shots';
import { at } from './support/tenants';
import { expect, test, type Page } from './support/test';

const SUN_MOBILE = '13800138102';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const attemptState = (page: Page) => page.locator('[data-attempt-state]');
const position = (page: Page) => page.locator('[data-question-position]');
const tapNext = (page: Page) => page.getByRole('button', { name: '下一题', exact: true }).tap();
/** The countdown's whole minutes left (the phone's compact countdown or the circle). */
const minutesLeft = async (page: Page) => Number((await page.locator('[data-countdown] [data-clock]').first().innerText()).split(':')[0]);

test('a test answered on a phone through two reloads offline: every answer stored, the queued submit done @exam', async ({ page, context, baseURL, request }) => {
  const login = await logInByCode(request, 'demo', SUN_MOBILE);
  await keepSessionInContext(page, 'demo', login);
  // Reloading with an answer not yet on the server asks first: the student means it.
  context.on('page', (opened) => opened.on('dialog', (dialog) => void dialog.accept()));
  page.on('dialog', (dialog) => void dialog.accept());
  let given = 0;

  await page.goto(at(baseURL, 'demo', await workHref(request, login, 'test')));
  await page.getByRole('button', { name: '开始答题' }).tap();
  await expect(position(page)).toHaveText('第1题，共5题');
  const answerUrl = page.url();
  // The study area's worker has the screen's files once it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const minutes = await minutesLeft(page);
  await question(page).locator('[data-option="A"]').tap();
  given++;
  await expect(cell(page, 1)).toHaveAttribute('data-save', 'saved');

  // The network cut, the page reloaded: the paper and the answer from the journal, the same deadline.
  await context.setOffline(true);
  await page.reload();
  await expect(attemptState(page)).toHaveAttribute('data-attempt-state', 'opened-offline');
  await expect(attemptState(page)).toHaveText('离线打开：题目和答案来自本机，可以继续作答，恢复连接后自动保存');
  await expect(position(page)).toHaveText('第1题，共5题');
  await expect(question(page).locator('[data-option="A"]')).toBeChecked();
  expect(await minutesLeft(page)).toBeGreaterThanOrEqual(minutes - 1);
  expect(await minutesLeft(page)).toBeLessThanOrEqual(minutes);
  await tapNext(page);
  for (const key of ['A', 'B']) await question(page).locator(`[data-option="${key}"]`).tap();
  given++;
  await expect(cell(page, 2)).toHaveAttribute('data-state', 'answered');
  await expect(attemptState(page)).toHaveAttribute('data-attempt-state', 'save-offline');
  await lookAt(page, 'exam-offline-reload-360.png');
  await tapNext(page);
  await question(page).getByRole('radio', { name: '错误' }).tap();
  given++;
  await tapNext(page);
  await question(page).locator('[data-blank="1"]').tap();
  await question(page).locator('[data-blank="1"]').fill('50');
  given++;
  await tapNext(page);
  await question(page).getByPlaceholder('请输入...').tap();
  await question(page).getByPlaceholder('请输入...').fill('接地是与大地连接，接零是与保护零线连接。');
  given++;
  await expect(page.locator('[data-answer-card] [data-state="answered"]')).toHaveCount(5);

  // Submitted offline: queued, and said so.
  await page.getByRole('button', { name: '提交', exact: true }).tap();
  await page.locator('dialog[data-confirm]').getByRole('button', { name: '确定' }).tap();
  await expect(attemptState(page)).toHaveAttribute('data-attempt-state', 'submit-queued');
  await expect(attemptState(page)).toHaveText('交卷已在本机排队：恢复连接后自动交卷');

  // The tab closed and reopened, still offline: every answer there, the submit still queued.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(answerUrl);
  await expect(attemptState(reopened)).toHaveAttribute('data-attempt-state', 'submit-queued');
  await expect(reopened.locator('[data-answer-card] [data-state="answered"]')).toHaveCount(5);
  await expect(reopened.locator('[data-countdown] [data-clock]').first()).toBeVisible();
  await lookAt(reopened, 'exam-offline-queued-360.png');

  // The network back: the answers go in order, then the submit.
  await context.setOffline(false);
  await expect(reopened.getByRole('heading', { level: 1 })).toHaveText('您已完成本次测试', { timeout: 30_000 });
  const stored = await storedAnswers(request, login, new URL(answerUrl).searchParams.get('answerLogId')!);
  console.log(`offline: answers given: ${given}, answers stored: ${stored.length}, reloads offline: 2`);
  expect(stored).toHaveLength(given);
});
