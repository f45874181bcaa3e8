// Every call spec 1 §7 and spec 2 §7 name with its method and path must be in the served contract,
// at exactly that method and path (copied from the spec), and so must every study call the
// README's contract section lists (the paths chosen where spec 2 and 3 show none).
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from './support/test-server';

const SPEC_1_CALLS = [
  'GET /api/base/anyBiz/baseRolePack/getByTenantId',
  'GET /api/oauth/anyTenant/captcha',
  'GET /api/oauth/anyTenant/sendSmsCode',
  'GET /api/search/anyBiz/performanceStat/querySchoolBrowseCount',
  'GET /api/system/anyTenant/defTenant/getTenantByPreDomain',
  'GET /api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId',
  'GET /api/universityAdvertise/anyBiz/buSchool/getDomainByDomainType',
  'GET /api/universityAdvertise/anyBiz/material/queryListByMaterialCategoryId',
  'GET /api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList',
  'GET /api/universityAdvertise/anyUser/contentOperation/getOperationBasic/{id}',
  'GET /api/universityAdvertise/anyUser/contentOperation/getTagList',
  'GET /api/universityAdvertise/anyUser/discoverArticle/getVOById/{id}',
  'GET /api/universityAdvertise/anyUser/hotMajor/detail',
  'GET /api/universityAdvertise/anyUser/materialCategory/queryList',
  'GET /api/universityAdvertise/anyUser/newInformation/detail',
  'GET /api/universityAdvertise/anyUser/university/info/getInfoByTenantId',
  'GET /api/universityAdvertise/app/comments/getReply',
  'GET /api/universityAdvertise/app/comments/removeById',
  'GET /api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode',
  'GET /api/userCenter/anyTenant/student/getOrCreateStudentId',
  'POST /api/enroll/anyBiz/coupon/list/receivablePage',
  'POST /api/evaluate/anyTenant/certificate/queryCertificateByCode',
  'POST /api/oauth/anyTenant/login',
  'POST /api/oauth/appUser/getUserInfo',
  'POST /api/product/anyBiz/productOperationCategory/query',
  'POST /api/product/anyBiz/productOperationRelation/page',
  'POST /api/system/anyTenant/mapProxy',
  'POST /api/teaching/anyTenant/queryTeachUserCert',
  'POST /api/universityAdvertise/anyBiz/commentScore/page',
  'POST /api/universityAdvertise/anyBiz/commentScoreTag/list',
  'POST /api/universityAdvertise/anyBiz/comments/appPageByObjectId',
  'POST /api/universityAdvertise/anyBiz/comments/userCommentsPage',
  'POST /api/universityAdvertise/anyBiz/discoverArticle/mergeCustomPage',
  'POST /api/universityAdvertise/anyBiz/universityInformation/query',
  'POST /api/universityAdvertise/anyUser/categorize/page',
  'POST /api/universityAdvertise/anyUser/clue/saveClue',
  'POST /api/universityAdvertise/anyUser/commonQuestion/commonQuestionPage',
  'POST /api/universityAdvertise/anyUser/contentOperation/page',
  'POST /api/universityAdvertise/anyUser/customerService/page',
  'POST /api/universityAdvertise/anyUser/discoverArticle/page',
  'POST /api/universityAdvertise/anyUser/hotMajor/hotMajorPage',
  'POST /api/universityAdvertise/anyUser/materialCategoryTab/tabList',
  'POST /api/universityAdvertise/anyUser/newInformation/newInformationPage',
  'POST /api/universityAdvertise/anyone/thumbsUserRecord/deleted',
  'POST /api/universityAdvertise/anyone/thumbsUserRecord/thumbs',
  'POST /api/universityAdvertise/app/comments/reply',
  'POST /api/universityAdvertise/app/comments/saveComment',
  'POST /api/userCenter/anyTenant/student/updateStudent',
];

const SPEC_2_CALLS = [
  'POST /api/teaching/anyone/teachingClass/queryStudentClassAndPeriodList',
  'POST /api/search/anyTenant/class/queryTenantClassPeriodPage',
  'GET /api/teaching/anyone/teachingClass/getExperienceStudentInfo',
  'POST /api/product/app/classStudent/updateEnrolState',
  'POST /api/teaching/anyone/classStudent/getStudentClassDetail',
  'POST /api/teaching/anyone/studentNotes',
  'PUT /api/teaching/anyone/studentNotes',
  'DELETE /api/teaching/anyone/studentNotes',
];

/** The `METHOD /api/…` calls of the README's "Study area" table. */
function readmeStudyCalls(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Study area'), readme.indexOf('## Security'));
  return [...section.matchAll(/^\| (?:★ )?`(GET|POST|PUT|DELETE) (\/api\/[^`]+)`/gm)].map((match) => `${match[1]} ${match[2]}`);
}

const server = useTestServer();
let declared: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  const response = await server.app.request('/api/openapi.json');
  declared = ((await response.json()) as { paths: typeof declared }).paths;
});

describe('GET /api/openapi.json', () => {
  it.each([...SPEC_1_CALLS, ...SPEC_2_CALLS])('declares %s', async (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(Object.keys(declared[path] ?? {})).toContain(method.toLowerCase());
  });
});

describe("the README's study calls", () => {
  const calls = readmeStudyCalls();

  it('lists every call of spec 2 §7 and spec 3 §7, the known paths among them', () => {
    expect(calls.length).toBeGreaterThanOrEqual(60);
    expect(calls).toEqual(expect.arrayContaining(SPEC_2_CALLS));
  });

  it.each(calls)('serves %s', async (call) => {
    const [method, path] = call.split(' ') as [string, string];
    expect(Object.keys(declared[path] ?? {})).toContain(method.toLowerCase());
  });
});
