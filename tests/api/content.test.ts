import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../../src/server/db/schema';
import { BETA, DEMO, useTestServer } from './support/test-server';
import { clientError } from './support/envelope';

const server = useTestServer();

const DAY = 86_400_000;
const pageFields = (fields: { total: number; size: number; current: number; pages: number }) => ({ code: 0, msg: 'ok', data: { records: expect.any(Array), ...fields } });
const post = (path: string, body: unknown, tenantId?: string) => server.json(path, { body, tenantId });
const titles = (records: { title: string }[]) => records.map((record) => record.title);

const NEWS_PAGE = '/api/universityAdvertise/anyUser/newInformation/newInformationPage';
const NOTICE_PAGE = '/api/universityAdvertise/anyUser/notice/noticePage';
const MAJOR_PAGE = '/api/universityAdvertise/anyUser/hotMajor/hotMajorPage';

async function newsItem(title: string, tenantId?: string) {
  const { body } = await post(NEWS_PAGE, { size: 100 }, tenantId);
  const item = body.data.records.find((record: { title: string }) => record.title.includes(title));
  if (!item) throw new Error(`no news item titled ${title}`);
  return item;
}

describe('GET /api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', () => {
  it('lists the published banners ascending by seq', async () => {
    const { status, body } = await server.json('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList?tenantId=demo');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.map((banner: { pic: string }) => banner.pic)).toEqual(['/media/images/b-1.jpg', '/media/images/b-2.jpg', '/media/images/b-3.jpg']);
    expect(body.data[1]).toEqual({ id: expect.any(Number), name: '春季班火热报名中', pic: '/media/images/b-2.jpg', linkUrl: '/news-information/list', seq: 2 });
  });

  it("answers each school's own banners and refuses a contradicting tenantId", async () => {
    const beta = await server.json('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', { tenantId: BETA });
    expect(beta.body.data.map((banner: { pic: string }) => banner.pic)).toEqual(['/media/images/b-4.jpg', '/media/images/b-5.jpg', '/media/images/b-6.jpg']);
    expect(await server.json('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList?tenantId=beta')).toMatchObject(
      clientError(400, /^tenantId: 'beta' differs from the tenantId header 'demo'/),
    );
  });
});

describe('album categories', () => {
  it('materialCategory/queryList counts the open pictures and videos of each category, the empty one included', async () => {
    const { body } = await server.json('/api/universityAdvertise/anyUser/materialCategory/queryList?tenantId=demo&clientType=PC');
    expect(body.code).toBe(0);
    const byValue = Object.fromEntries(body.data.map((category: { value: string }) => [category.value, category]));
    expect(Object.keys(byValue)).toEqual(['campus', 'teaching', 'exam', 'students', 'events']);
    expect(byValue.campus).toEqual({ id: expect.any(Number), categoryName: '校园环境', name: '校园环境', label: '校园环境', value: 'campus', seq: 1, picNum: 3, videoNum: 1, count: 4 });
    expect(byValue.exam).toMatchObject({ picNum: 1, videoNum: 0, count: 1 });
    expect(byValue.events).toMatchObject({ picNum: 0, videoNum: 0, count: 0 });
  });

  it('materialCategory/queryList leaves out categories the client type does not show, and names a bad clientType', async () => {
    const { body } = await server.json('/api/universityAdvertise/anyUser/materialCategory/queryList?clientType=H5');
    expect(body.data.map((category: { value: string }) => category.value)).not.toContain('students');
    expect(await server.json('/api/universityAdvertise/anyUser/materialCategory/queryList?clientType=TV')).toMatchObject(clientError(400, /^clientType: /));
  });

  it("materialCategoryTab/tabList answers the album modal's tabs with counts", async () => {
    const { body } = await post('/api/universityAdvertise/anyUser/materialCategoryTab/tabList', { tenantId: 'demo' });
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(5);
    expect(body.data.reduce((sum: number, tab: { count: number }) => sum + tab.count, 0)).toBe(10);
    expect(await post('/api/universityAdvertise/anyUser/materialCategoryTab/tabList', { tenantId: 'beta' })).toMatchObject(clientError(400, /^tenantId: 'beta' differs from the tenantId header 'demo'/));
  });
});

describe('GET /api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId', () => {
  const path = '/api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId';
  const categories = async (tenantId?: string) =>
    (await post('/api/universityAdvertise/anyUser/materialCategoryTab/tabList', {}, tenantId)).body.data as { id: number; value: string }[];

  it('lists the open pictures and videos of a category by id, in seq order', async () => {
    const campus = (await categories()).find((category) => category.value === 'campus')!;
    const { status, body } = await server.json(`${path}?categoryTabKey=campus&materialCategoryId=${campus.id}&open=1`);
    expect(status).toBe(200);
    expect(body.data.map((item: { name: string }) => item.name)).toEqual(['教学楼外景', '图书阅览室', '学员休息区', '校园宣传片']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      type: { code: 'PIC', desc: 'picture' },
      pic: '/media/images/a-1.jpg',
      video: null,
      name: '教学楼外景',
      introduce: '文三路教学点',
      materialCategoryId: campus.id,
      materialCategoryName: '校园环境',
      seq: 1,
      thumbed: 0,
    });
    expect(body.data[3]).toMatchObject({ type: { code: 'VIDEO' }, video: '/media/hls/demo.m3u8', pic: expect.stringMatching(/^\/media\/images\//) });
  });

  it("lists a category by its tab key, and every category's items for the key 'all'", async () => {
    const exam = await server.json(`${path}?categoryTabKey=exam&open=1`);
    expect(exam.body.data.map((item: { name: string }) => item.name)).toEqual(['理论机考考场']);
    const all = await server.json(`${path}?categoryTabKey=all&open=1`);
    expect(all.body.data).toHaveLength(10);
    expect(all.body.data.filter((item: { type: { code: string } }) => item.type.code === 'VIDEO')).toHaveLength(3);
  });

  it('answers an empty list for the empty category', async () => {
    const { body } = await server.json(`${path}?categoryTabKey=events`);
    expect(body).toEqual({ code: 0, msg: 'ok', data: [] });
  });

  it("answers 404 for another school's category and names open and mismatched keys", async () => {
    const [betaCategory] = await categories(BETA);
    expect(await server.json(`${path}?materialCategoryId=${betaCategory!.id}`)).toMatchObject(clientError(404, /no material category with id/));
    expect(await server.json(`${path}?categoryTabKey=nope`)).toMatchObject(clientError(404, /categoryTabKey 'nope'/));
    expect(await server.json(`${path}?categoryTabKey=campus&open=0`)).toMatchObject(clientError(400, /^open: only open items/));
    const exam = (await categories()).find((category) => category.value === 'exam')!;
    expect(await server.json(`${path}?categoryTabKey=campus&materialCategoryId=${exam.id}`)).toMatchObject(clientError(400, /^categoryTabKey 'campus' is not the key/));
    expect(await server.json(`${path}?materialCategoryId=abc`)).toMatchObject(clientError(400, /^materialCategoryId: /));
  });
});

describe('POST /api/universityAdvertise/anyUser/newInformation/newInformationPage', () => {
  it('pages the published news four at a time, newest first', async () => {
    const first = await post(NEWS_PAGE, { current: 1, size: 4, status: 1, model: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject(pageFields({ total: 14, size: 4, current: 1, pages: 4 }));
    const times = first.body.data.records.map((record: { publishTime: string }) => Date.parse(record.publishTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await post(NEWS_PAGE, { current: 4, size: 4 });
    expect(last.body.data.records).toHaveLength(2);
    expect(titles([...first.body.data.records, ...last.body.data.records])).not.toContain('（草稿）夏季招生预告');
  });

  it('narrows to one category with model.categorizeId; each item lists its categories', async () => {
    const categories = (await post('/api/universityAdvertise/anyUser/categorize/page', { size: 99, model: {} })).body.data.records;
    const policy = categories.find((category: { name: string }) => category.name === '政策解读');
    const { body } = await post(NEWS_PAGE, { current: 1, size: 4, model: { categorizeId: policy.id } });
    expect(body).toMatchObject(pageFields({ total: 5, size: 4, current: 1, pages: 2 }));
    for (const record of body.data.records) expect(record.relatedCategorizeList).toContainEqual({ categorizeId: policy.id, name: '政策解读' });
  });

  it('orders by a field the client names, and names a bad sort, order or status', async () => {
    const { body } = await post(NEWS_PAGE, { size: 3, sort: 'publishTime', order: 'ascending' });
    expect(body.data.records[0].title).toBe('家政服务业迎来规范化发展');
    expect(await post(NEWS_PAGE, { sort: 'password' })).toMatchObject(clientError(400, /^sort: unknown field 'password'/));
    expect(await post(NEWS_PAGE, { sort: 'seq', order: 'sideways' })).toMatchObject(clientError(400, /^order: 'sideways'/));
    expect(await post(NEWS_PAGE, { status: 0 })).toMatchObject(clientError(400, /^status: only published items/));
    expect(await post(NEWS_PAGE, { model: { status: 0 } })).toMatchObject(clientError(400, /^model\.status: /));
    expect(await post(NEWS_PAGE, { size: 0 })).toMatchObject(clientError(400, /^size: /));
  });

  it("answers 404 for another school's category and an empty page far beyond the last", async () => {
    const betaCategory = (await post('/api/universityAdvertise/anyUser/categorize/page', { size: 99, model: {} }, BETA)).body.data.records[0];
    expect(await post(NEWS_PAGE, { model: { categorizeId: betaCategory.id } })).toMatchObject(clientError(404, /no news category with id/));
    const far = await post(NEWS_PAGE, { current: 1e12, size: 10000 });
    expect(far.body).toEqual({ code: 0, msg: 'ok', data: { records: [], total: 14, size: 10000, current: 1e12, pages: 1 } });
  });

  it('carries the video item with contentType INFORMATION and a URL as its content', async () => {
    const video = await newsItem('视频：走进滨江实训基地');
    expect(video).toMatchObject({ contentType: { code: 'INFORMATION' }, content: '/media/video/demo.mp4', commentObjectType: { code: 'NEW_INFORMATION' } });
  });

  it('hands the content out as written, so the site must sanitise it', async () => {
    const item = await newsItem('学员风采');
    expect(item.content).toContain('<img src=x onerror=alert(1)><script>alert(1)</script>');
  });

  it('lists related products by id, leaving out products that are not on sale', async () => {
    const item = await newsItem('我校荣获');
    expect(item.relatedProductList).toEqual([{ productId: expect.any(Number), productName: '低压电工作业上岗培训' }]);
  });
});

describe('GET /api/universityAdvertise/anyUser/newInformation/detail', () => {
  const path = '/api/universityAdvertise/anyUser/newInformation/detail';

  it('answers one news item with title, cover, introduction, content, sources and publish time', async () => {
    const { id } = await newsItem('职业技能提升行动方案解读');
    const { status, body } = await server.json(`${path}?id=${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      data: {
        id,
        title: '职业技能提升行动方案解读',
        cover: '/media/images/n-2.jpg',
        introduction: expect.any(String),
        content: expect.stringContaining('<h3>'),
        sources: '省人社厅',
        publishTime: expect.any(String),
        contentType: { code: 'ARTICLE' },
      },
    });
  });

  it("answers 404 for another school's news, a notice's id and a draft; 400 for an id that is no number", async () => {
    const betaNews = await newsItem('Beta Academy joins', BETA);
    expect(await server.json(`${path}?id=${betaNews.id}`)).toMatchObject(clientError(404, new RegExp(`no news item with id ${betaNews.id}`)));
    const notice = (await post(NOTICE_PAGE, { size: 1 })).body.data.records[0];
    expect(await server.json(`${path}?id=${notice.id}`)).toMatchObject(clientError(404, /no news item/));
    const [draft] = await server.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.tenantId, DEMO), eq(articles.kind, 'NEW_INFORMATION'), eq(articles.status, 0)));
    expect(await server.json(`${path}?id=${draft!.id}`)).toMatchObject(clientError(404, /no news item/));
    expect(await server.json(`${path}?id=abc`)).toMatchObject(clientError(400, /^id: /));
    expect(await server.json(path)).toMatchObject(clientError(400, /^id: /));
  });
});

describe('notices (paths ours)', () => {
  it('pages the published notices six at a time, the pinned one first, then newest first', async () => {
    const { status, body } = await post(NOTICE_PAGE, { current: 1, size: 6, model: { status: 1 } });
    expect(status).toBe(200);
    expect(body).toMatchObject(pageFields({ total: 12, size: 6, current: 1, pages: 2 }));
    expect(body.data.records[0]).toMatchObject({ title: '2026年春季招生简章', seq: 1, commentObjectType: { code: 'NOTICE' }, writerName: '教务处' });
    const rest = body.data.records.slice(1).map((record: { publishTime: string }) => Date.parse(record.publishTime));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const second = await post(NOTICE_PAGE, { current: 2, size: 6 });
    expect(titles([...body.data.records, ...second.body.data.records])).not.toContain('（草稿）期末考试安排');
  });

  it('answers a notice by id, an empty one with empty content', async () => {
    const { body } = await post(NOTICE_PAGE, { size: 20 });
    const empty = body.data.records.find((record: { title: string }) => record.title === '线上学习平台维护公告');
    const detail = await server.json(`/api/universityAdvertise/anyUser/notice/detail?id=${empty.id}`);
    expect(detail.body).toMatchObject({ code: 0, data: { id: empty.id, title: '线上学习平台维护公告', content: '', createdTime: expect.any(String), publishTime: expect.any(String), status: 1 } });
  });

  it("answers 404 for another school's notice and for a news item's id", async () => {
    const betaNotice = (await post(NOTICE_PAGE, { size: 1 }, BETA)).body.data.records[0];
    expect(await server.json(`/api/universityAdvertise/anyUser/notice/detail?id=${betaNotice.id}`)).toMatchObject(clientError(404, /no notice with id/));
    const news = await newsItem('职业技能提升行动方案解读');
    expect(await server.json(`/api/universityAdvertise/anyUser/notice/detail?id=${news.id}`)).toMatchObject(clientError(404, /no notice with id/));
    expect(await post(NOTICE_PAGE, { model: { status: 2 } })).toMatchObject(clientError(400, /^model\.status: /));
  });
});

describe('the discover feed and the notice ticker', () => {
  it('discoverArticle/page merges news and notices; model.commentObjectType narrows to one kind', async () => {
    const all = await post('/api/universityAdvertise/anyUser/discoverArticle/page', { current: 1, size: 5 });
    expect(all.body).toMatchObject(pageFields({ total: 26, size: 5, current: 1, pages: 6 }));
    const notices = await post('/api/universityAdvertise/anyUser/discoverArticle/page', { size: 50, model: { commentObjectType: 'NOTICE' } });
    expect(notices.body.data.total).toBe(12);
    for (const record of notices.body.data.records) expect(record.commentObjectType.code).toBe('NOTICE');
  });

  it('discoverArticle/getVOById answers either kind, marked by commentObjectType', async () => {
    const news = await newsItem('职业技能提升行动方案解读');
    const { body } = await server.json(`/api/universityAdvertise/anyUser/discoverArticle/getVOById/${news.id}`);
    expect(body).toMatchObject({ code: 0, data: { id: news.id, commentObjectType: { code: 'NEW_INFORMATION', desc: 'news' } } });
    const betaNews = await newsItem('Beta Academy joins', BETA);
    expect(await server.json(`/api/universityAdvertise/anyUser/discoverArticle/getVOById/${betaNews.id}`)).toMatchObject(clientError(404, /no article with id/));
    expect(await server.json('/api/universityAdvertise/anyUser/discoverArticle/getVOById/0')).toMatchObject(clientError(400, /^id: /));
  });

  it('mergeCustomPage lists the news and notices of the last 30 days, newest first', async () => {
    const now = server.clock.now.getTime();
    const { status, body } = await post('/api/universityAdvertise/anyBiz/discoverArticle/mergeCustomPage', {
      current: 1,
      size: 50,
      startTime: new Date(now - 30 * DAY).toISOString(),
      endTime: new Date(now).toISOString(),
    });
    expect(status).toBe(200);
    const records = body.data.records as { publishTime: string; commentObjectType: { code: string } }[];
    expect(body.data.total).toBe(records.length);
    for (const record of records) expect(Date.parse(record.publishTime)).toBeGreaterThanOrEqual(now - 30 * DAY);
    expect(new Set(records.map((record) => record.commentObjectType.code))).toEqual(new Set(['NEW_INFORMATION', 'NOTICE']));
    const times = records.map((record) => Date.parse(record.publishTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(records.filter((record) => record.commentObjectType.code === 'NOTICE')).toHaveLength(9);
  });

  it("mergeCustomPage reads the platform's date form and names a missing or reversed window", async () => {
    const path = '/api/universityAdvertise/anyBiz/discoverArticle/mergeCustomPage';
    const { body } = await post(path, { model: { startTime: '2000-01-01 00:00:00', endTime: '2100-01-01' } });
    expect(body.data.total).toBe(26);
    expect(await post(path, { endTime: '2100-01-01' })).toMatchObject(clientError(400, /^startTime is required/));
    expect(await post(path, { startTime: '2100-01-01', endTime: '2000-01-01' })).toMatchObject(clientError(400, /^endTime: before startTime/));
    expect(await post(path, { startTime: 'yesterday', endTime: '2000-01-01' })).toMatchObject(clientError(400, /^startTime: 'yesterday' is not a date/));
    expect(await post(path, { startTime: '2000-01-01', endTime: '+200000-01-01T00:00:00Z' })).toMatchObject(clientError(400, /^endTime: /));
  });
});

describe('POST /api/universityAdvertise/anyUser/categorize/page', () => {
  it('lists the news categories ascending by seq', async () => {
    const { body } = await post('/api/universityAdvertise/anyUser/categorize/page', { size: 99, model: {}, order: 'ascending', sort: 'seq' });
    expect(body).toMatchObject(pageFields({ total: 3, size: 99, current: 1, pages: 1 }));
    expect(body.data.records).toEqual([
      { id: expect.any(Number), name: '学校新闻', seq: 1 },
      { id: expect.any(Number), name: '政策解读', seq: 2 },
      { id: expect.any(Number), name: '行业动态', seq: 3 },
    ]);
  });
});

describe('hot majors', () => {
  it('hotMajorPage pages the published majors ascending by seq: 5 on the home page, 10 on the major page', async () => {
    const home = await post(MAJOR_PAGE, { current: 1, size: 5 });
    expect(home.body).toMatchObject(pageFields({ total: 13, size: 5, current: 1, pages: 3 }));
    expect(home.body.data.records.map((major: { seq: number }) => major.seq)).toEqual([1, 2, 3, 4, 5]);
    const second = await post(MAJOR_PAGE, { current: 2, size: 10 });
    expect(second.body).toMatchObject(pageFields({ total: 13, size: 10, current: 2, pages: 2 }));
    expect(second.body.data.records.map((major: { name: string }) => major.name)).toEqual(['电子商务师', '叉车司机', '消防设施操作员']);
  });

  it('hands relatedCertificate out as a list, and for one major as JSON text', async () => {
    const { body } = await post(MAJOR_PAGE, { size: 10 });
    const [first, second] = body.data.records;
    expect(first).toMatchObject({ name: '低压电工', industrySalary: '7000-10000', relatedCertificate: [{ name: '低压电工作业操作证', url: '/media/images/s-cert-1.jpg' }] });
    expect(typeof second.relatedCertificate).toBe('string');
    expect(JSON.parse(second.relatedCertificate)).toEqual([
      { name: '高压电工作业操作证', url: '/media/images/s-cert-1.jpg' },
      { name: '电工职业技能等级证书', url: '/media/images/s-cert-2.jpg' },
    ]);
  });

  it('hotMajor/detail answers one major with its related products; 404 for a draft or another school', async () => {
    const { body } = await post(MAJOR_PAGE, { size: 10 });
    const nanny = body.data.records.find((major: { name: string }) => major.name === '育婴员');
    const detail = await server.json(`/api/universityAdvertise/anyUser/hotMajor/detail?id=${nanny.id}`);
    expect(detail.body).toMatchObject({
      code: 0,
      data: {
        id: nanny.id,
        name: '育婴员',
        pic: '/media/images/s-major-3.jpg',
        employmentProspectDescribe: expect.any(String),
        suitabilityPeopleDescribe: expect.any(String),
        relatedProductList: [
          { productId: expect.any(Number), productName: '育婴员（五级）职业技能培训' },
          { productId: expect.any(Number), productName: '保育师（五级）' },
        ],
      },
    });
    const welder = body.data.records.find((major: { name: string }) => major.name === '焊工');
    expect(welder.relatedProductList).toEqual([]);
    const betaMajor = (await post(MAJOR_PAGE, { size: 1 }, BETA)).body.data.records[0];
    expect(await server.json(`/api/universityAdvertise/anyUser/hotMajor/detail?id=${betaMajor.id}`)).toMatchObject(clientError(404, /no hot major with id/));
    const all = (await post(MAJOR_PAGE, { size: 100 })).body.data.records.map((major: { id: number }) => major.id);
    expect(await server.json(`/api/universityAdvertise/anyUser/hotMajor/detail?id=${Math.max(...all) + 1}`)).toMatchObject({ status: 404 });
  });

  it('commonQuestionPage answers three questions of a major at a time, by seq with those without seq last', async () => {
    const major = (await post(MAJOR_PAGE, { size: 1 })).body.data.records[0];
    const path = '/api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage';
    const first = await post(path, { size: 3, model: { majorId: major.id } });
    expect(first.body).toMatchObject(pageFields({ total: 4, size: 3, current: 1, pages: 2 }));
    expect(first.body.data.records.map((question: { seq: number | null }) => question.seq)).toEqual([1, 2, 3]);
    expect(first.body.data.records[0]).toEqual({ id: expect.any(Number), seq: 1, name: '低压电工报名需要什么条件？', majorId: major.id, answer: expect.stringMatching(/^<p>/) });
    const second = await post(path, { current: 2, size: 3, model: { majorId: major.id } });
    expect(second.body.data.records).toEqual([expect.objectContaining({ seq: null, name: '可以申请补贴吗？', answer: expect.stringContaining('<a href=') })]);
  });

  it("commonQuestionPage names a missing majorId and answers 404 for another school's major", async () => {
    const path = '/api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage';
    expect(await post(path, { size: 3, model: {} })).toMatchObject(clientError(400, /^model\.majorId: /));
    const betaMajor = (await post(MAJOR_PAGE, { size: 1 }, BETA)).body.data.records[0];
    expect(await post(path, { size: 3, model: { majorId: betaMajor.id } })).toMatchObject(clientError(404, /no hot major with id/));
  });
});
