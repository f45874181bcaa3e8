import { expect, test, type Page } from './support/test';

// Seed facts (tenants/*/products.json, product-categories.json): the demo category 热门推荐 holds
// 10 products, 职业技能 holds 5 of which one is off sale; 育婴员（五级）职业技能培训 has questions
// of seq 1, 2, none, none and 3 related products; beta's Childcare Assistant (Level 5) has
// questions of seq 1, none, 2.
const betaUrl = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'beta.localhost')}${path}`;

/** Training projects are reached from a hot major's related training. */
async function openProduct(page: Page, major: string, product: string, origin = '') {
  await page.goto(`${origin}/hot-major/`);
  await page.locator('[data-major-list] a', { hasText: major }).click();
  await page.locator('[data-related-products] a', { hasText: product }).click();
  await expect(page).toHaveURL(/\/educational-product\/\d+\/$/);
}

test.describe('training project detail', () => {
  test('shows the breadcrumb, the catalogue of its category, introduction, common questions by seq and related training', async ({ page }) => {
    await openProduct(page, '育婴员', '育婴员（五级）职业技能培训');
    await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveText(/首页\s*\/\s*培训项目/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('育婴员（五级）职业技能培训');

    const catalogue = page.locator('[data-catalogue]');
    await expect(catalogue.locator('details[open] summary')).toHaveText('热门推荐（10）');
    await expect(catalogue.locator('details[open] li')).toHaveCount(10);
    await expect(catalogue.locator('[aria-current="page"]')).toHaveText('育婴员（五级）职业技能培训');
    await expect(catalogue.locator('summary')).toHaveText(['热门推荐（10）', '职业技能（4）', '考证培训（4）']);
    await expect(catalogue).not.toContainText('已下架');

    const detail = page.locator('[data-product-detail]');
    await expect(detail.locator('.rich-text').first()).toContainText('理论课程线上学习');
    await expect(detail.locator('[data-question] h3')).toHaveText([
      '问育婴员（五级）职业技能培训适合哪些人报名？',
      '问培训结束后如何考证？',
      '问可以申请补贴吗？',
      '问上课时间如何安排？',
    ]);
    await expect(detail.locator('[data-open-consult]')).toHaveAttribute('data-consult-subject', '育婴员（五级）职业技能培训');
    const related = detail.locator('[data-related-products] [data-product-card]');
    await expect(related.locator('h3')).toHaveText(['养老护理员（四级）', '保育师（五级）', '家政服务员（高级）']);
    await expect(related.first()).toContainText('¥2400');
    await related.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('养老护理员（四级）');
  });

  test('questions without seq come after those with one, in their own order', async ({ page }) => {
    await openProduct(page, '育婴员', '育婴员（五级）职业技能培训');
    await page.locator('[data-catalogue] a', { hasText: '茶艺师（初级）' }).click();
    await expect(page.locator('[data-question] h3')).toHaveText(['问茶艺师（初级）适合哪些人报名？', '问可以申请补贴吗？', '问上课时间如何安排？']);
  });

  test('the query form ?id=…&questionId=… reaches the project and scrolls to the question', async ({ page }) => {
    await openProduct(page, '育婴员', '育婴员（五级）职业技能培训');
    const productId = await page.locator('[data-product-detail]').getAttribute('data-product-id');
    const questionId = (await page.locator('[data-question]').last().getAttribute('id'))!.replace('question-', '');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`/educational-product?id=${productId}&questionId=${questionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('育婴员（五级）职业技能培训');
    const question = page.locator(`#question-${questionId}`);
    await expect(question).toBeInViewport();
    await expect(question).toContainText('上课时间如何安排？');
  });

  test('beta shows its project in English with its questions by seq', async ({ page, baseURL }) => {
    await openProduct(page, 'Childcare assistant', 'Childcare Assistant (Level 5)', betaUrl(baseURL, ''));
    await expect(page.getByRole('navigation', { name: 'You are here' })).toHaveText(/Home\s*\/\s*Training projects/);
    await expect(page.locator('[data-catalogue] summary')).toHaveText(['Popular (5)', 'Certification (2)']);
    await expect(page.locator('[data-question] h3')).toHaveText(['QWho can enrol?', 'QHow long does it take?', 'QIs there a subsidy?']);
    await expect(page.locator('[data-related-products] h3')).toHaveText(['Elderly Care Worker (Level 4)', 'Live-stream Sales']);
    await expect(page.getByRole('heading', { name: 'Related training' })).toBeVisible();
  });

  test('a project without questions says so', async ({ page, baseURL }) => {
    await openProduct(page, 'Childcare assistant', 'Childcare Assistant (Level 5)', betaUrl(baseURL, ''));
    await page.locator('[data-catalogue] a', { hasText: 'Tea Art (Beginner)' }).click();
    await expect(page.locator('[data-product-detail] [data-empty]').first()).toHaveText('No related questions yet');
  });
});
