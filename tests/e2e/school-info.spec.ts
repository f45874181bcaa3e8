// The school profile (spec 1 §2.6) on the built sites: its tabs, the ?index selection, the
// training organisation only where showTraining is set, and the service points' open state.
import { expect, test, type Page } from './support/test';
import { at } from './support/tenants';

/** Service-point badges by point name, once the page's script has chosen them. */
async function serviceStatuses(page: Page): Promise<Record<string, string>> {
  const points = page.locator('[data-service-point]');
  await expect(points.first().locator('[data-service-status]')).toBeVisible();
  const statuses: Record<string, string> = {};
  for (const point of await points.all()) {
    statuses[(await point.getByRole('heading').innerText()).trim()] = (await point.locator('[data-service-status]').innerText()).trim();
  }
  return statuses;
}

test.describe('demo (showTraining set)', () => {
  test('shows three tabs with this project selected and its info, map and detail tabs', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/school-info/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('学校简介');
    const tabs = page.getByRole('tablist', { name: '学校简介' }).getByRole('tab');
    await expect(tabs).toHaveText(['本项目', '认证机构', '培训机构']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    const project = page.getByRole('tabpanel', { name: '本项目' });
    await expect(project.getByRole('heading', { name: '杭州数字职业技能培训学校', level: 2 })).toBeVisible();
    for (const text of ['在职人员、待业青年、转岗再就业人员、退役军人', '职业技能培训学校', '浙江省', '0571-88886666', 'https://demo.cloud-school.example.com']) {
      await expect(project.locator('[data-project-info]')).toContainText(text);
    }
    await expect(project.getByRole('img', { name: '杭州数字职业技能培训学校位置示意图' })).toBeVisible();
    await expect(project.locator('[data-map-link]')).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=120\.12931%2C30\.27902/);

    const details = project.getByRole('tablist', { name: '项目介绍' });
    await expect(details.getByRole('tab')).toHaveText(['项目介绍', '培训特色', '收费标准']);
    await expect(project.getByText('覆盖电工、焊工、育婴员、健康管理师等 12 个热门工种', { exact: false })).toBeVisible();
    await details.getByRole('tab', { name: '培训特色' }).click();
    await expect(project.getByText('推荐就业：合作企业 200 余家')).toBeVisible();
    await expect(project.getByText('覆盖电工', { exact: false })).toBeHidden();
  });

  test('?index=1 opens the certification organisations, each with its detail', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/school-info/?index=1'));
    await expect(page.getByRole('tab', { name: '认证机构', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: '本项目' })).toBeHidden();
    const organisations = page.getByRole('tablist', { name: '认证机构列表' }).getByRole('tab');
    await expect(organisations).toHaveCount(3);
    await expect(organisations.first()).toContainText('浙江省职业技能鉴定指导中心');
    await expect(organisations.first()).toContainText('省级认证');

    const first = page.getByRole('tabpanel', { name: /浙江省职业技能鉴定指导中心/ });
    await expect(first).toContainText('职业技能等级认定、考评员管理');
    await expect(first).toContainText('负责全省职业技能等级认定工作');

    await organisations.nth(1).click();
    const second = page.getByRole('tabpanel', { name: /杭州市特种作业安全技术考核站/ });
    await expect(second).toBeVisible();
    await expect(second).toContainText('发证机构');
    await expect(second).toContainText('市级认证');
    await expect(second).toContainText('均 80 分及格');
    await expect(first).toBeHidden();
  });

  test('?index=2 opens the training organisation with the service-points map and list', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/school-info/?index=2'));
    await expect(page.getByRole('tab', { name: '培训机构' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: '培训机构' });
    await expect(panel.locator('[data-institution]')).toContainText('民办职业培训机构');
    await expect(panel.locator('[data-institution]')).toContainText('专兼职教师 86 人');
    await expect(panel.getByRole('img', { name: '杭州数字职业技能培训学校及6个服务网点的位置示意图' })).toBeVisible();
    await expect(panel.locator('[data-map-marker]')).toHaveCount(7);

    const points = panel.locator('[data-service-point]');
    await expect(points).toHaveCount(6);
    await expect(points.first()).toContainText('文三路教学点');
    await expect(points.first()).toContainText('教学点');
    await expect(points.first()).toContainText('服务时间：08:30-17:30');
    await expect(points.first().locator('[data-map-link]')).toHaveAttribute('href', /uri\.amap\.com\/marker\?position=120\.12931%2C30\.27902/);
    for (const status of Object.values(await serviceStatuses(page))) expect(['营业中', '休息中']).toContain(status);
  });

  test('service points are open or resting by the visitor\'s clock, crossing midnight included', async ({ page, baseURL }) => {
    await page.clock.setFixedTime(new Date(2025, 0, 6, 10, 0, 0));
    await page.goto(at(baseURL, 'demo', '/school-info/?index=2'));
    expect(await serviceStatuses(page)).toEqual({
      文三路教学点: '营业中',
      滨江实训基地: '营业中',
      西湖区考试中心: '营业中',
      萧山考点: '休息中',
      '技能评价站（夜间）': '休息中',
      上城区评价站: '营业中',
    });

    await page.clock.setFixedTime(new Date(2025, 0, 6, 23, 30, 0));
    await page.reload();
    const lateNight = await serviceStatuses(page);
    expect(lateNight['技能评价站（夜间）']).toBe('营业中');
    expect(Object.values(lateNight).filter((status) => status === '营业中')).toHaveLength(1);
  });

  test('choosing a tab writes it to ?index, and arrow keys move between tabs', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'demo', '/school-info/'));
    await page.getByRole('tab', { name: '培训机构' }).click();
    await expect(page).toHaveURL(/\?index=2$/);
    await page.getByRole('tab', { name: '培训机构' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: '认证机构', exact: true })).toBeFocused();
    await expect(page.getByRole('tab', { name: '认证机构', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?index=1$/);
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: '认证机构', exact: true })).toBeVisible();
  });
});

test.describe('beta (showTraining not set), in English', () => {
  test('shows two tabs and its project in English', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/school-info/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('School profile');
    await expect(page.getByRole('tablist', { name: 'School profile' }).getByRole('tab')).toHaveText(['This project', 'Certification organisation']);
    const project = page.getByRole('tabpanel', { name: 'This project' });
    await expect(project.getByRole('heading', { name: 'Beta Skills Academy', level: 2 })).toBeVisible();
    await expect(project.locator('[data-project-info]')).toContainText('Guangdong Province');
    await expect(project.getByRole('tab')).toHaveText(['About the programme', 'Fees']);
    await expect(project.getByRole('img', { name: 'Location of Beta Skills Academy' })).toBeVisible();
  });

  test('?index=1 opens its certification organisation', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/school-info/?index=1'));
    const panel = page.getByRole('tabpanel', { name: 'Certification organisation' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Guangdong Skills Assessment Centre');
    await expect(panel).toContainText('Provincial');
    await expect(panel).toContainText('The provincial centre organises skill level assessments.');
  });

  test('?index=2 has no training organisation to show and stays on the first tab', async ({ page, baseURL }) => {
    await page.goto(at(baseURL, 'beta', '/school-info/?index=2'));
    await expect(page.getByRole('tab', { name: 'Training organisation' })).toHaveCount(0);
    await expect(page.locator('[data-panel="training"]')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'This project' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'This project' })).toBeVisible();
  });
});
