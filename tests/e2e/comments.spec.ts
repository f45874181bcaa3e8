// Comments on news items (spec 1 §3 Comment, §4, §5.1, §6, §7.5, §8.2, §9), on the built sites:
// demo in Chinese, beta in English. Seed facts (tenants/*/comments.json): demo's first news item
// has three comments — 关注政策的小陈 (one VEST reply), 热心网友 (VEST) and one by the demo
// student; beta's has one VEST comment by Ella. Tests that write use their own words and items,
// so they run side by side with the rest of the suite.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';
import { CLIENT, logIn, signIn } from './support/accounts';
import { hrefOfListed } from './support/listing';

const DEMO_NEWS = '我校荣获“省级职业技能培训示范机构”称号';
const BETA_NEWS = "Beta Academy joins the city's subsidised training list";

const newsHref = (page: Page, baseURL: string | undefined, tenant: string, title: string) =>
  hrefOfListed(page, at(baseURL, tenant, '/news-information/list/'), '[data-news-item] h2 a', title);

const comments = (page: Page) => page.locator('[data-comments]');
const commentBy = (page: Page, text: string | RegExp) => page.locator('[data-comment]', { has: page.locator('[data-comment-content]', { hasText: text }) }).first();
const toast = (page: Page, text: string) => page.locator('[data-toast]', { hasText: text });

test.describe('a visitor on demo', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await page.goto(await newsHref(page, baseURL, 'demo', DEMO_NEWS));
    await comments(page).scrollIntoViewIfNeeded();
  });

  test('reads the comments newest first, with time hints and the virtual-comment tag on VEST comments', async ({ page }) => {
    const section = comments(page);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(/^评论（\d+）$/);
    const authors = section.locator('[data-comment-list] > li > [data-comment] > [data-comment-body] [data-comment-author]');
    await expect(authors.first()).toBeVisible();
    // The student's own test may have a comment of theirs on top for a moment.
    const names = (await authors.allTextContents()).filter((name) => name !== '小明同学');
    expect(names).toEqual(['演示学员', '关注政策的小陈', '热心网友']);

    await expect(commentBy(page, '期待下一期开班！').locator('time')).toHaveText(/^\d+小时前$/);
    await expect(commentBy(page, '补贴申请需要准备哪些材料？').locator('time').first()).toHaveText('2天前');
    // Over three days: the full date.
    await expect(commentBy(page, '好消息，已经分享给朋友。').locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await expect(commentBy(page, '好消息，已经分享给朋友。').locator('[data-virtual-tag]')).toHaveText('虚拟评论');
    await expect(commentBy(page, '期待下一期开班！').locator('[data-virtual-tag]')).toHaveCount(0);
  });

  test('sees no delete button, not even on the demo student\'s own comment', async ({ page }) => {
    await expect(commentBy(page, '期待下一期开班！')).toBeVisible();
    await expect(comments(page).locator('[data-comment-delete]')).toHaveCount(0);
  });

  test('opens a reply panel and its replies load then (size 999); closing hides them', async ({ page }) => {
    const thread = commentBy(page, '补贴申请需要准备哪些材料？');
    await expect(thread.locator('[data-replies]')).toHaveCount(0);
    const loaded = page.waitForRequest((request) => request.url().includes('/comments/userCommentsPage'));
    await thread.getByRole('button', { name: '查看1条回复' }).click();
    const body = (await loaded).postDataJSON();
    expect(body).toMatchObject({ current: 1, size: 999, model: { commentTopId: expect.any(Number) } });

    const reply = thread.locator('[data-reply]');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('云校小助手');
    await expect(reply).toContainText('身份证、证书和银行卡即可，详见通知附件。');
    await expect(reply.locator('[data-virtual-tag]')).toHaveText('虚拟评论');
    await expect(reply.locator('time')).toHaveText('1天前');
    await expect(thread.getByRole('button', { name: '收起回复' })).toHaveAttribute('aria-expanded', 'true');

    await thread.getByRole('button', { name: '收起回复' }).click();
    await expect(thread.locator('[data-replies]')).toHaveCount(0);
  });

  test('posting tells them to log in first, and a second later they are on the login page', async ({ page }) => {
    const section = comments(page);
    await section.getByRole('textbox', { name: '写评论' }).fill('我也想说两句');
    const clicked = Date.now();
    await section.getByRole('button', { name: '发表评论' }).click();
    await expect(toast(page, '请先登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/\?redirect=%2F/);
    // The page stayed while the message was read: a second at least, however loaded the machine.
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1_000);
  });

  test('replying tells them to log in first too', async ({ page }) => {
    await commentBy(page, '好消息，已经分享给朋友。').getByRole('button', { name: '回复' }).click();
    await expect(toast(page, '请先登录')).toBeVisible();
    await expect(comments(page).locator('[data-comment] [data-comment-composer]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\/\?redirect=%2F/);
  });
});

test('an item without comments says so', async ({ page, baseURL }) => {
  await page.goto(await newsHref(page, baseURL, 'demo', '视频：走进滨江实训基地'));
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page).locator('[data-comments-empty]')).toHaveText('暂无评论');
  await expect(comments(page).getByRole('heading', { level: 2 })).toHaveText('评论（0）');
});

test('ten top-level comments a page; more comments load the next ten', async ({ page, baseURL, request }) => {
  const href = await newsHref(page, baseURL, 'demo', '春季班开学典礼顺利举行');
  const commentObjectId = href.match(/detail\/(\d+)\//)![1]!;
  const { token } = await logIn(request, 'demo', '13800138000');
  for (let n = 1; n <= 12; n++) {
    const posted = await request.post('/api/universityAdvertise/app/comments/saveComment', {
      headers: { tenantId: 'demo', token, ...CLIENT },
      data: { commentObjectId, commentObjectType: 'NEW_INFORMATION', commentContent: `分页测试评论 ${n}` },
    });
    expect(posted.ok()).toBe(true);
  }
  await page.goto(href);
  await comments(page).scrollIntoViewIfNeeded();
  const heading = comments(page).getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^评论（\d+）$/);
  const total = Number((await heading.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(12);

  const items = comments(page).locator('[data-comment-list] > li');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('分页测试评论 12');
  await comments(page).getByRole('button', { name: '查看更多评论' }).click();
  await expect(items).toHaveCount(Math.min(total, 20));
  if (total <= 20) await expect(comments(page).locator('[data-comments-more]')).toHaveCount(0);
});

const STUDENTS = [
  {
    tenant: 'demo',
    news: DEMO_NEWS,
    mobile: '13800138000',
    name: '小明同学',
    text: {
      write: '写评论',
      post: '发表评论',
      reply: '回复',
      replyTo: (name: string) => `回复 ${name}`,
      sent: '发送成功',
      done: '操作成功',
      delete: '删除',
      cancel: '取消',
      confirm: '确定要删除该评论吗？',
      empty: '请填写评论内容',
      hideReplies: '收起回复',
    },
  },
  {
    tenant: 'beta',
    news: BETA_NEWS,
    mobile: '13900139000',
    name: 'Emma',
    text: {
      write: 'Write a comment',
      post: 'Comment',
      reply: 'Reply',
      replyTo: (name: string) => `Reply to ${name}`,
      sent: 'Sent successfully',
      done: 'Operation successful',
      delete: 'Delete',
      cancel: 'Cancel',
      confirm: 'Are you sure you want to delete this comment?',
      empty: 'Please fill in the comment content',
      hideReplies: 'Hide replies',
    },
  },
] as const;

for (const { tenant, news, mobile, name, text } of STUDENTS) {
  test(`${tenant}: the student posts, replies to and deletes a comment; delete is offered on their own comments only`, async ({ page, baseURL, request }) => {
    const href = await newsHref(page, baseURL, tenant, news);
    await signIn(page, request, tenant, mobile);
    await page.goto(href);
    const section = comments(page);
    await section.scrollIntoViewIfNeeded();
    const box = section.getByRole('textbox', { name: text.write });
    await expect(box).toBeVisible();
    await expect(section.locator('[data-comment-list]')).toBeVisible();
    // Others' comments, virtual or not, offer no delete.
    const virtual = section.locator('[data-comment]', { has: page.locator('[data-virtual-tag]') }).first();
    await expect(virtual.locator('[data-comment-delete]')).toHaveCount(0);

    await section.getByRole('button', { name: text.post }).click();
    await expect(toast(page, text.empty)).toBeVisible();

    const words = `${tenant} e2e ${Date.now()}`;
    await box.fill(words);
    await section.getByRole('button', { name: text.post }).click();
    await expect(toast(page, text.sent)).toBeVisible();
    await expect(box).toHaveValue('');
    const mine = commentBy(page, words);
    await expect(section.locator('[data-comment-list] > li').first()).toContainText(words);
    await expect(mine.locator('[data-comment-author]').first()).toHaveText(name);
    await expect(mine.locator('time').first()).toHaveText(tenant === 'demo' ? /^(刚刚|\d+秒前)$/ : /^(Just now|\d+s ago)$/);

    // Reply to it.
    await mine.locator('[data-comment-body]').first().getByRole('button', { name: text.reply, exact: true }).click();
    const replyBox = mine.getByRole('textbox', { name: text.replyTo(name) });
    await expect(replyBox).toBeFocused();
    await replyBox.fill(`${words} — reply`);
    await mine.locator('[data-comment-composer]').getByRole('button', { name: text.reply, exact: true }).click();
    await expect(toast(page, text.sent).first()).toBeVisible();
    const reply = mine.locator('[data-reply]');
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText(`${words} — reply`);
    await expect(mine.getByRole('button', { name: text.hideReplies })).toBeVisible();

    // Delete the reply, then the comment: each asks first; cancelling keeps it.
    await reply.getByRole('button', { name: text.delete }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text.confirm);
    await dialog.getByRole('button', { name: text.delete }).click();
    await expect(toast(page, text.done)).toBeVisible();
    await expect(reply).toHaveCount(0);

    await mine.locator('[data-comment-body]').first().getByRole('button', { name: text.delete }).click();
    await expect(dialog).toContainText(text.confirm);
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(mine).toBeVisible();

    await mine.locator('[data-comment-body]').first().getByRole('button', { name: text.delete }).click();
    await dialog.getByRole('button', { name: text.delete }).click();
    await expect(toast(page, text.done).first()).toBeVisible();
    await expect(section.locator('[data-comment]', { hasText: words })).toHaveCount(0);

    // And it stays gone.
    await page.reload();
    await comments(page).scrollIntoViewIfNeeded();
    await expect(comments(page).locator('[data-comment-list]')).toBeVisible();
    await expect(comments(page).locator('[data-comment]', { hasText: words })).toHaveCount(0);
  });
}

test('demo: the student sees delete on the comment the seed gave them', async ({ page, baseURL, request }) => {
  const href = await newsHref(page, baseURL, 'demo', DEMO_NEWS);
  await signIn(page, request, 'demo', '13800138000');
  await page.goto(href);
  await comments(page).scrollIntoViewIfNeeded();
  await expect(commentBy(page, '期待下一期开班！').getByRole('button', { name: '删除' })).toBeVisible();
  await expect(commentBy(page, '补贴申请需要准备哪些材料？').locator('[data-comment-delete]')).toHaveCount(0);
});

test.describe('beta, in English', () => {
  test('a visitor reads the virtual comment and is asked to log in to comment', async ({ page, baseURL }) => {
    await page.goto(await newsHref(page, baseURL, 'beta', BETA_NEWS));
    const section = comments(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(/^Comments \(\d+\)$/);
    const ella = commentBy(page, 'Great news!');
    await expect(ella.locator('[data-comment-author]')).toHaveText('Ella');
    await expect(ella.locator('[data-virtual-tag]')).toHaveText('Virtual comment');
    await expect(ella.locator('time')).toHaveText('1d ago');
    await expect(section.getByRole('textbox', { name: 'Write a comment' })).toHaveAttribute('placeholder', 'Log in to join the conversation…');
    await section.getByRole('textbox', { name: 'Write a comment' }).fill('Hello');
    await section.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(toast(page, 'Please log in first')).toBeVisible();
    await expect(page).toHaveURL(/beta\.localhost:\d+\/login\/\?redirect=%2F/);
  });
});

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test.describe('accessibility', () => {
  test('demo: the news detail with a reply panel and a reply box open has no serious or critical violation', async ({ page, baseURL, request }) => {
    const href = await newsHref(page, baseURL, 'demo', DEMO_NEWS);
    await signIn(page, request, 'demo', '13800138001');
    await page.goto(href);
    await comments(page).scrollIntoViewIfNeeded();
    const thread = commentBy(page, '补贴申请需要准备哪些材料？');
    await thread.getByRole('button', { name: '查看1条回复' }).click();
    await expect(thread.locator('[data-reply]')).toHaveCount(1);
    await thread.locator('[data-reply]').getByRole('button', { name: '回复' }).click();
    await expect(thread.locator('[data-comment-composer]')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('beta: the news detail with its comments loaded has no serious or critical violation', async ({ page, baseURL }) => {
    await page.goto(await newsHref(page, baseURL, 'beta', BETA_NEWS));
    await comments(page).scrollIntoViewIfNeeded();
    await expect(commentBy(page, 'Great news!')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
