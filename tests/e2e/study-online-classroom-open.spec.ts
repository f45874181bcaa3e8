// What the online classroom opens (spec 3 §2 Online classroom; issue 25 row 5) when the address
// names an activity and no classroom, as the class home links it: the activity's most recently
// studied video (not the last one, nor the page studied after it), and a homework or test first in
// the list opens in the test view, not as a link card. As the interaction class's students, whom no
// other spec signs in as (support/interaction-class.ts).
import { mkdirSync } from 'node:fs';
import { activityHref, interactionClass } from './support/interaction-class';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { lookAt } from './support/shots';

const list = (page: Page) => page.locator('[data-content-list]');
const current = (page: Page) => list(page).locator('[aria-current="true"]');
const testView = (page: Page) => page.locator('[data-viewer="test"]');

test('opens the activity’s most recently studied video, not the last video nor the article studied after it', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'demo');
  await page.goto(at(baseURL, 'demo', activityHref(klass, '互动课1 接着看最近的视频')));
  await expect(page.locator('[data-classroom-name]')).toHaveText('续学视频二（视频）');
  await expect(current(page)).toContainText('续学视频二（视频）');
  await expect(page.locator('[data-media-player]')).toBeVisible();
  // The list shows the others, the later video and the article among them, not current.
  await expect(list(page).locator('[data-content-item]')).toHaveCount(4);
  await expect(current(page)).toHaveCount(1);
});

test('a test first in the activity opens in the test view, and starting it opens the answering screen', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'demo');
  await page.goto(at(baseURL, 'demo', activityHref(klass, '互动课2 先做测试')));
  await expect(page.locator('[data-classroom-name]')).toHaveText('互动阶段测试（测试）');
  await expect(current(page)).toContainText('互动阶段测试（测试）');
  const view = testView(page);
  await expect(view.locator('[data-test-title]')).toHaveText('安全用电阶段测试');
  await expect(view.locator('[data-requirement]')).toHaveText('限时 30 分钟，倒计时结束自动交卷。');
  await expect(view).toContainText('考试时长：30分钟');
  await expect(view.getByRole('heading', { name: '历史记录' })).toBeVisible();
  await expect(view).toContainText('暂无作答记录');
  await expect(page.locator('[data-instructions-link]')).toHaveCount(0);
  // The panel stays beside it.
  await expect(page.locator('[data-interaction-panel]')).toBeVisible();
  mkdirSync('.prof/shots', { recursive: true });
  await lookAt(page, 'test-view-zh.png');
  await view.getByRole('button', { name: '开始答题' }).click();
  await expect(page).toHaveURL(/\/study\/test\/answer\/?\?.*answerLogId=\d+/);
  await expect(page.locator('[data-study-screen="test-answer"]').first()).toBeVisible();
});

test('a homework first in the activity opens in the test view (en)', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'beta');
  await page.goto(at(baseURL, 'beta', activityHref(klass, 'Interaction 1: Homework first')));
  await expect(page.locator('[data-classroom-name]')).toHaveText('Isolation homework (homework)');
  const view = testView(page);
  await expect(view).toHaveAttribute('data-test-kind', 'homework');
  await expect(view.locator('[data-test-title]')).toHaveText('Safety Basics Homework');
  await expect(view.locator('[data-requirement]')).toHaveText('Answer every question, then submit for marking.');
  await expect(view.getByRole('heading', { name: 'Requirements' })).toBeVisible();
  await expect(view).toContainText('No attempts yet');
  await expect(view.getByRole('button', { name: 'Start answering' })).toBeEnabled();
  await expect(page.locator('[data-instructions-link]')).toHaveCount(0);
  // Another item of the list still opens as before: the video after it.
  await list(page).getByRole('button', { name: /After the homework \(video\)/ }).click();
  await expect(page.locator('[data-classroom-name]')).toHaveText('After the homework (video)');
  await expect(testView(page)).toHaveCount(0);
});
