// The online classroom's comments tab and like (spec 2 §4, §8, §9; issue 25 row 4 and row 7's 620
// drawer): the count on the tab, replies shown under the comment they answer, writing a comment
// and a reply (commentParent) in the 620 px drawer, the like toggled at once and put back when the
// server refuses, and the empty states of the three tabs, in both locales. As the interaction
// class's students (support/interaction-class.ts): the seeded threads are read by one test each,
// and the writes go to a classroom of their own, compared with what was there before.
import { classroomHref, interactionClass } from './support/interaction-class';
import { expect, test, type Locator, type Page } from './support/test';
import { at } from './support/tenants';
import { lookAt } from './support/shots';

const panel = (page: Page) => page.locator('[data-interaction-panel]');
const tab = (page: Page, name: RegExp) => panel(page).getByRole('tab', { name });
const drawer = (page: Page) => page.locator('dialog[data-drawer][open]');
const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });
const thread = (page: Page, text: string) => panel(page).locator('[data-comment]').filter({ hasText: text });
const likeButton = (page: Page) => panel(page).locator('[data-like]');
const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The count a tab's label carries: 评论（3） or Comments (3). */
async function countOf(locator: Locator): Promise<number> {
  const match = /[（(](\d+)[）)]/.exec((await locator.textContent()) ?? '');
  expect(match, 'the tab shows a count').not.toBeNull();
  return Number(match![1]);
}

async function shoot(page: Page, name: string) {
  await lookAt(panel(page), `${name}.png`);
}

test('the comments tab counts comments and replies and shows each reply under its comment (zh-CN)', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'demo');
  await page.goto(at(baseURL, 'demo', classroomHref(klass, '互动课3 评论与点赞', '评论示例视频（视频）')));
  // The count is on the tab before it is opened.
  await expect(tab(page, /^评论/)).toHaveText('评论（3）');
  await tab(page, /^评论/).click();
  await expect(tab(page, /^评论/)).toHaveAttribute('aria-selected', 'true');
  const comments = panel(page).locator('[data-comment]');
  // Newest comment first; the reply is not a comment of its own.
  await expect(comments).toHaveCount(2);
  await expect(comments.nth(0)).toContainText('视频里的验电步骤很清楚。');
  const first = thread(page, '挂接地线要先接接地端');
  await expect(first.locator('[data-comment-reply]')).toHaveCount(1);
  await expect(first.locator('[data-comment-reply]')).toContainText('孙丽');
  await expect(first.locator('[data-comment-reply]')).toContainText('回复 赵磊：拆除时顺序正好相反。');
  await expect(first.getByRole('button', { name: '回复 赵磊' })).toBeVisible();
  await expect(likeButton(page)).toHaveText('♡ 点赞 · 2人点赞');
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await shoot(page, 'comments-reply-zh');
});

test('writing a comment and replies in the 620 px drawer, and toggling the like, optimistic and put back on failure (zh-CN)', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'demo');
  const href = at(baseURL, 'demo', classroomHref(klass, '互动课3 评论与点赞', '评论练习视频（视频）'));
  await page.goto(href);
  await tab(page, /^评论/).click();
  await expect(panel(page).locator('[data-comment]').first()).toBeVisible();
  const before = await countOf(tab(page, /^评论/));

  // A comment: the drawer is 620 px high (spec 2 §9).
  await panel(page).getByRole('button', { name: '写评论' }).click();
  await expect(drawer(page).getByRole('heading', { name: '写评论' })).toBeVisible();
  const box = await drawer(page).boundingBox();
  expect(Math.round(box!.height)).toBe(620);
  const comment = unique('先验电再挂地线');
  await drawer(page).getByRole('textbox').fill(comment);
  await drawer(page).getByRole('button', { name: '发表' }).click();
  await expect(toast(page, '评论成功')).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
  await expect(tab(page, /^评论/)).toHaveText(`评论（${before + 1}）`);
  await expect(panel(page).locator('[data-comment]').first()).toContainText(comment);

  // A reply to 赵磊's comment: sent with commentParent, shown under it.
  const zhao = thread(page, '有同学一起讨论停电作业吗？');
  const repliesBefore = await zhao.locator('[data-comment-reply]').count();
  await zhao.getByRole('button', { name: '回复 赵磊' }).first().click();
  await expect(drawer(page).getByRole('heading', { name: '回复 赵磊' })).toBeVisible();
  await expect(drawer(page).locator('[data-replying-to]')).toContainText('有同学一起讨论停电作业吗？');
  expect(Math.round((await drawer(page).boundingBox())!.height)).toBe(620);
  await lookAt(page, 'reply-drawer-zh.png');
  const reply = unique('我来，周三晚上');
  await drawer(page).getByRole('textbox').fill(reply);
  await drawer(page).getByRole('button', { name: '回复', exact: true }).click();
  await expect(toast(page, '评论成功').first()).toBeVisible();
  await expect(tab(page, /^评论/)).toHaveText(`评论（${before + 2}）`);
  const mine = zhao.locator('[data-comment-reply]').filter({ hasText: reply });
  await expect(mine).toContainText(`回复 赵磊：${reply}`);
  await expect(mine).toContainText('陈晓');
  await expect(zhao.locator('[data-comment-reply]')).toHaveCount(repliesBefore + 1);

  // A reply to that reply stays in the same thread, naming whom it answers.
  await mine.getByRole('button', { name: '回复 陈晓' }).click();
  const again = unique('补充一句');
  await drawer(page).getByRole('textbox').fill(again);
  await drawer(page).getByRole('button', { name: '回复', exact: true }).click();
  await expect(zhao.locator('[data-comment-reply]').filter({ hasText: again })).toContainText(`回复 陈晓：${again}`);
  await expect(tab(page, /^评论/)).toHaveText(`评论（${before + 3}）`);

  // The like: shown at once, kept after a reload, and taken back.
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  const likes = Number(/(\d+)人点赞/.exec((await likeButton(page).textContent())!)![1]);
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(page)).toHaveText(`♥ 已点赞 · ${likes + 1}人点赞`);
  await page.reload();
  await tab(page, /^评论/).click();
  await expect(likeButton(page)).toHaveText(`♥ 已点赞 · ${likes + 1}人点赞`);
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveText(`♡ 点赞 · ${likes}人点赞`);

  // A refused like: shown at once while the call is out, then put back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/teaching/anyone/classroomLike/thumbs', async (route) => {
    await held;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: '服务繁忙', data: null }) });
  });
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveText(`♥ 已点赞 · ${likes + 1}人点赞`);
  release();
  await expect(likeButton(page)).toHaveText(`♡ 点赞 · ${likes}人点赞`);
  await expect(likeButton(page)).toHaveAttribute('aria-pressed', 'false');
  await page.unroute('**/api/teaching/anyone/classroomLike/thumbs');
  await page.reload();
  await tab(page, /^评论/).click();
  await expect(likeButton(page)).toHaveText(`♡ 点赞 · ${likes}人点赞`);
});

test('a classroom with nothing in its panel says 暂无问答, 暂无笔记 and 暂无评论 (zh-CN)', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'demo');
  await page.goto(at(baseURL, 'demo', classroomHref(klass, '互动课3 评论与点赞', '暂无互动图文（图文）')));
  await expect(tab(page, /^问答/)).toHaveText('问答（0）');
  await expect(tab(page, /^笔记/)).toHaveText('笔记（0）');
  await expect(tab(page, /^评论/)).toHaveText('评论（0）');
  await expect(panel(page).locator('[data-empty]')).toHaveText('暂无问答');
  await shoot(page, 'empty-qa-zh');
  await tab(page, /^笔记/).click();
  await expect(panel(page).locator('[data-empty]')).toHaveText('暂无笔记');
  await shoot(page, 'empty-notes-zh');
  await tab(page, /^评论/).click();
  await expect(panel(page).locator('[data-empty]')).toHaveText('暂无评论');
  await shoot(page, 'empty-comments-zh');
});

test('the comments tab, a reply and the empty states in English (en)', async ({ page, request, baseURL }) => {
  const klass = await interactionClass(page, request, 'beta');
  await page.goto(at(baseURL, 'beta', classroomHref(klass, 'Interaction 2: Comments and likes', 'Discussion clip (video)')));
  await expect(tab(page, /^Comments/)).toHaveText('Comments (3)');
  await tab(page, /^Comments/).click();
  const emma = thread(page, 'Always prove the tester');
  await expect(emma.locator('[data-comment-reply]')).toContainText('Reply to Emma Wilson: And again after testing.');
  await expect(likeButton(page)).toHaveText('♡ Like · 1 likes');
  await shoot(page, 'comments-reply-en');
  // A reply in English: the drawer names whom it answers.
  await emma.getByRole('button', { name: 'Reply to Emma Wilson' }).first().click();
  await expect(drawer(page).getByRole('heading', { name: 'Reply to Emma Wilson' })).toBeVisible();
  const reply = unique('Agreed ');
  await drawer(page).getByRole('textbox').fill(reply);
  await drawer(page).getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(toast(page, 'Comment successful').first()).toBeVisible();
  await expect(emma.locator('[data-comment-reply]').filter({ hasText: reply })).toContainText(`Reply to Emma Wilson: ${reply}`);
  await expect(tab(page, /^Comments/)).toHaveText('Comments (4)');

  await page.goto(at(baseURL, 'beta', classroomHref(klass, 'Interaction 2: Comments and likes', 'Quiet reading (article)')));
  await expect(tab(page, /^Q&A/)).toHaveText('Q&A (0)');
  await expect(panel(page).locator('[data-empty]')).toHaveText('No Q&A yet');
  await tab(page, /^Notes/).click();
  await expect(panel(page).locator('[data-empty]')).toHaveText('No notes yet');
  await tab(page, /^Comments/).click();
  await expect(tab(page, /^Comments/)).toHaveText('Comments (0)');
  await expect(panel(page).locator('[data-empty]')).toHaveText('No comments yet');
  await shoot(page, 'empty-comments-en');
});
