import { expect, test } from './support/test';

// Seed facts (tenants/*/hot-majors.json): demo publishes 13 majors (2 pages of 10), the first
// '低压电工' with 4 FAQs of seq 1, 2, none, 3; '高压电工' sends its certificates as JSON text;
// beta publishes 6 majors.
const betaUrl = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'beta.localhost')}${path}`;

test.describe('hot-major page', () => {
  test('without an id shows the first major, and lists the majors 10 a page by seq', async ({ page }) => {
    await page.goto('/hot-major/');
    const list = page.locator('[data-major-list]');
    const visible = list.locator('[data-major]:visible');
    await expect(visible).toHaveCount(10);
    await expect(visible.first()).toContainText('低压电工');
    await expect(list.locator('[data-major] [aria-current="page"]')).toContainText('低压电工');
    await expect(page.locator('#major-name')).toHaveText('低压电工');

    await list.locator('[data-pager-nav]').getByRole('button', { name: '第 2 页' }).click();
    await expect(visible).toHaveCount(3);
    await expect(visible.last()).toContainText('消防设施操作员');
    await expect(list).not.toContainText('草稿');
  });

  test('shows salary, prospect, suitable people, certificates, FAQs by seq, the consult link and related training', async ({ page }) => {
    await page.goto('/hot-major/');
    const detail = page.locator('[data-major-detail]');
    await expect(detail.locator('[data-salary]')).toContainText('7000-10000元/月');
    await expect(detail).toContainText('低压电工是国家重点鼓励的技能岗位');
    await expect(detail).toContainText('在职提升人员、转岗再就业人员、应届毕业生');
    await expect(detail.locator('[data-certificate]')).toHaveText(['查看证书低压电工作业操作证']);

    const questions = detail.locator('[data-question] h3');
    await expect(questions).toHaveText(['问低压电工报名需要什么条件？', '问学习方式是怎样的？', '问考试不通过怎么办？', '问可以申请补贴吗？']);
    const consult = detail.locator('[data-open-consult]');
    await expect(consult).toHaveText('咨询顾问');
    await expect(consult).toHaveAttribute('data-consult-subject', '低压电工');

    const training = detail.locator('[data-related-products] a');
    await expect(training).toHaveCount(1);
    await expect(training).toContainText('低压电工作业上岗培训');
    await training.click();
    await expect(page).toHaveURL(/\/educational-product\/\d+\/$/);
  });

  test('a certificate opens its image in a preview that closes again', async ({ page }) => {
    await page.goto('/hot-major/');
    const preview = page.locator('[data-certificate-preview]').first();
    await expect(preview).toBeHidden();
    await page.locator('[data-certificate]').first().click();
    await expect(preview).toBeVisible();
    await expect(preview.locator('img')).toHaveAttribute('src', '/media/images/s-cert-1.jpg');
    await expect.poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();
  });

  test('certificates sent as JSON text are listed like any other', async ({ page }) => {
    await page.goto('/hot-major/');
    await page.locator('[data-major-list] a', { hasText: '高压电工' }).click();
    await expect(page).toHaveURL(/\/hot-major\/\d+\/$/);
    await expect(page.locator('[data-certificate]')).toHaveText(['查看证书高压电工作业操作证', '查看证书电工职业技能等级证书']);
  });

  test('the query form ?id=… selects that major and the list opens on its page', async ({ page }) => {
    await page.goto('/hot-major/');
    const href = await page.locator('[data-major-list] a', { hasText: '叉车司机' }).getAttribute('href');
    await page.goto(`/hot-major?id=${href!.match(/hot-major\/(\d+)\//)![1]}`);
    await expect(page.locator('#major-name')).toHaveText('叉车司机');
    const current = page.locator('[data-major-list] [data-major] [aria-current="page"]');
    await expect(current).toBeVisible();
    await expect(current).toContainText('叉车司机');
    await expect(page.locator('[data-major-list] [data-pager-nav] [aria-current="page"]')).toHaveText('2');
  });

  test('?questionId=… scrolls to that FAQ and marks it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/hot-major/');
    const last = page.locator('[data-question]').last();
    const questionId = (await last.getAttribute('id'))!.replace('question-', '');
    const majorId = await page.locator('[data-major-detail]').getAttribute('data-major-id');
    await page.goto(`/hot-major?id=${majorId}&questionId=${questionId}`);
    await expect(page.locator(`#question-${questionId}`)).toBeInViewport();
    await expect(page.locator(`#question-${questionId}`)).toHaveText(/可以申请补贴吗？/);
    expect(await page.locator(`#question-${questionId}`).evaluate((element) => element.matches(':target'))).toBe(true);
  });

  test('beta shows its 6 majors in English, on one page', async ({ page, baseURL }) => {
    await page.goto(betaUrl(baseURL, '/hot-major/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Hot majors' })).toBeVisible();
    await expect(page.locator('[data-major-list] [data-major]:visible')).toHaveCount(6);
    await expect(page.locator('[data-major-list] [data-pager-nav] button')).toHaveCount(0);
    await expect(page.locator('#major-name')).toHaveText('Childcare assistant');
    await expect(page.locator('[data-salary]')).toContainText('5000-7000 yuan per month');
    await expect(page.locator('[data-major-detail] [data-open-consult]')).toHaveText('Consult an advisor');
  });
});
