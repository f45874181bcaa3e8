import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultMessage } from '../../src/lib/consult';
import { consultRules, validateForm } from '../../src/lib/forms';
import { CONSULT_CONTENT_MAX_LENGTH, CONSULT_MESSAGE_MAX_LENGTH, CONSULT_NAME_MAX_LENGTH, CONSULT_SUBJECT_MAX_LENGTH } from '../../src/lib/limits';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../src/lib/sms-signature';
import { clues } from '../../src/server/db/schema';
import { BETA, DEMO, useTestServer } from './support/test-server';
import { clientError, ok, signIn } from './support/envelope';

const server = useTestServer();


let sequence = 0;
const freshMobile = () => `1371111${String(++sequence).padStart(4, '0')}`;

/** Sends a consult-form code as the site does and reads it from the development outbox. */
async function consultCode(mobile: string, tenantId = DEMO) {
  const params = { mobile, templateCode: 'VISITOR_MSG_VERIFY', _t: String(server.clock.now.getTime()) };
  const headers = { [SMS_SIGNATURE_HEADER]: smsSignature(params, server.config.smsAccessKey), 'x-forwarded-for': `10.9.0.${sequence}` };
  const sent = await server.json(`/api/oauth/anyTenant/sendSmsCode?${new URLSearchParams(params)}`, { headers, tenantId });
  expect(sent.body.code).toBe(0);
  const outbox = await server.json(`/api/dev/sms-outbox?mobile=${mobile}`);
  return outbox.body.data[0].code as string;
}

describe('GET /api/universityAdvertise/anyUser/university/info/getInfoByTenantId', () => {
  const path = '/api/universityAdvertise/anyUser/university/info/getInfoByTenantId';

  it("answers the school's profile with service points of every type and the certification organisations", async () => {
    const { status, body } = await server.json(`${path}?tenantId=demo&_t=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject(
      ok({
        tenantId: DEMO,
        universityId: 'U10001',
        projectName: '数字云校',
        universityName: '杭州数字职业技能培训学校',
        logo: '/media/images/s-logo-demo.png',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        schoolType: { code: expect.any(String), desc: expect.any(String) },
        showTraining: true,
        educationalInstitution: {
          name: expect.any(String),
          educationProperty: expect.any(String),
          schoolFaculty: expect.any(String),
          features: expect.any(String),
          facilities: expect.any(String),
        },
      }),
    );
    const points = body.data.servicePointList as { type: string; startTime: string; endTime: string }[];
    expect(new Set(points.map((point) => point.type))).toEqual(new Set(['TEACHING', 'EXAM', 'EVALUATE']));
    for (const point of points) expect(point).toMatchObject({ startTime: expect.stringMatching(/^\d\d:\d\d$/), endTime: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(points.some((point) => point.endTime < point.startTime)).toBe(true);
    expect(points.some((point) => point.endTime > point.startTime)).toBe(true);
    expect(body.data.certificationOrganizationList).toContainEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), orgType: 'CERTIFICATION', certificationType: 'PROVINCE' }),
    );
  });

  it('takes the school from the tenantId parameter when no header is sent', async () => {
    const { body } = await server.json(`${path}?tenantId=beta`, { tenantId: null });
    expect(body).toMatchObject(ok({ tenantId: BETA, universityName: 'Beta Skills Academy', showTraining: false }));
  });

  it('refuses a tenantId parameter that contradicts the header, naming it', async () => {
    expect(await server.json(`${path}?tenantId=beta`)).toMatchObject(clientError(400, /^tenantId: 'beta' differs from the tenantId header 'demo'/));
  });

  it('refuses an unknown tenantId parameter and a call that names no school', async () => {
    expect(await server.json(`${path}?tenantId=nowhere`, { tenantId: null })).toMatchObject(clientError(400, /^tenantId: unknown tenant 'nowhere'/));
    expect(await server.json(path, { tenantId: null })).toMatchObject(clientError(400, /^tenantId is required/));
  });
});

describe('GET /api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId', () => {
  it('answers the business profile with serviceAttribute as the JSON text of a list', async () => {
    const { status, body } = await server.json('/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId?tenantId=demo');
    expect(status).toBe(200);
    expect(body).toMatchObject(ok({ tenantId: DEMO, brand: '数字云校', institutionGrade: 'AAA', trainingInstitutionsName: expect.any(String) }));
    expect(JSON.parse(body.data.serviceAttribute)).toEqual(['政府补贴', '持证上岗', '推荐就业', '线上学习']);
  });

  it("answers each school's own profile", async () => {
    const { body } = await server.json('/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId', { tenantId: BETA });
    expect(body.data).toMatchObject({ tenantId: BETA, brand: 'Beta Academy' });
  });
});

describe('GET /api/universityAdvertise/anyBiz/buSchool/getDomainByDomainType', () => {
  const path = '/api/universityAdvertise/anyBiz/buSchool/getDomainByDomainType';

  it("answers the address of the school's mobile web app", async () => {
    const { body } = await server.json(`${path}?data=H5`);
    expect(body).toEqual(ok({ domainType: 'H5', domain: 'https://m.cloud-school.example.com/demo' }));
  });

  it('answers 404 for a front end the school does not have', async () => {
    expect(await server.json(`${path}?data=ADMIN`, { tenantId: BETA })).toMatchObject(clientError(404, /no ADMIN domain/));
  });

  it('names data when it is not a known domain type', async () => {
    expect(await server.json(`${path}?data=FTP`)).toMatchObject(clientError(400, /^data: /));
  });
});

describe('visit counts', () => {
  const browseCount = '/api/search/anyBiz/performanceStat/querySchoolBrowseCount';

  it('counts a visit and reads the new count (path ours, public)', async () => {
    const before = await server.json('/api/search/anyone/performanceStat/visitCount?schoolId=demo');
    expect(before.body).toEqual(ok({ schoolId: DEMO, browseCount: expect.any(Number) }));
    const visit = await server.json('/api/search/anyone/performanceStat/visit', { body: { schoolId: DEMO } });
    expect(visit.body).toEqual(ok({ schoolId: DEMO, browseCount: before.body.data.browseCount + 1 }));
    const after = await server.json('/api/search/anyone/performanceStat/visitCount', { tenantId: DEMO });
    expect(after.body.data.browseCount).toBe(before.body.data.browseCount + 1);
  });

  it("does not count a visit for another school's header", async () => {
    const before = (await server.json('/api/search/anyone/performanceStat/visitCount', { tenantId: BETA })).body.data.browseCount;
    expect(await server.json('/api/search/anyone/performanceStat/visit', { body: { schoolId: BETA } })).toMatchObject(
      clientError(400, /^schoolId: 'beta' differs from the tenantId header 'demo'/),
    );
    expect((await server.json('/api/search/anyone/performanceStat/visitCount', { tenantId: BETA })).body.data.browseCount).toBe(before);
  });

  it('querySchoolBrowseCount needs a token (40001 without one)', async () => {
    const { status, body } = await server.json(`${browseCount}?schoolId=demo`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 40001, data: null });
  });

  it('querySchoolBrowseCount answers the count to a signed-in student of the school', async () => {
    const token = (await signIn(server)).token;
    const { body } = await server.json(`${browseCount}?schoolId=demo`, { token });
    expect(body).toEqual(ok({ schoolId: DEMO, browseCount: expect.any(Number) }));
    expect(body.data.browseCount).toBeGreaterThan(100_000);
  });
});

describe('information tabs', () => {
  const list = '/api/universityAdvertise/anyUser/universityInformation/list';

  it("lists the project's tabs by informationType (path ours)", async () => {
    const { body } = await server.json(`${list}?informationType=0&universityId=U10001`);
    expect(body.code).toBe(0);
    expect(body.data.map((tab: { title: string }) => tab.title)).toEqual(['项目介绍', '培训特色', '收费标准']);
    expect(body.data[0]).toMatchObject({ id: expect.any(Number), name: '项目介绍', informationType: 0, universityId: 'U10001', content: expect.stringContaining('<p>') });
  });

  it("lists a certification organisation's tabs by its id", async () => {
    const info = await server.json('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId');
    const organization = info.body.data.certificationOrganizationList[0];
    const { body } = await server.json(`${list}?informationType=2&universityId=${organization.id}`);
    expect(body.data.length).toBeGreaterThan(0);
    for (const tab of body.data) expect(tab).toMatchObject({ informationType: 2, universityId: String(organization.id) });
  });

  it("lists the school's user agreement (type 3) and privacy policy (type 4), ours for the login form", async () => {
    for (const [informationType, name] of [[3, '用户服务协议'], [4, '隐私政策']] as const) {
      const { body } = await server.json(`${list}?informationType=${informationType}`);
      expect(body.data).toEqual([expect.objectContaining({ name, informationType, universityId: 'U10001', content: expect.stringContaining('<p>') })]);
    }
  });

  it("does not read another school's organisation and names a bad informationType", async () => {
    const beta = await server.json('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId', { tenantId: BETA });
    const betaOrganization = beta.body.data.certificationOrganizationList[0].id;
    expect(await server.json(`${list}?informationType=2&universityId=${betaOrganization}`)).toMatchObject(clientError(404, /no school or certification organisation/));
    expect(await server.json(`${list}?universityId=99999999999`)).toMatchObject(clientError(404, /no school or certification organisation/));
    expect(await server.json(`${list}?informationType=5`)).toMatchObject(clientError(400, /^informationType: /));
  });

  it('universityInformation/query needs a token and then answers the same tabs', async () => {
    const path = '/api/universityAdvertise/anyBiz/universityInformation/query';
    expect((await server.json(path, { body: { informationType: 1 } })).body).toMatchObject({ code: 40001, data: null });
    const token = (await signIn(server)).token;
    const { body } = await server.json(path, { body: { informationType: 1 }, token });
    expect(body.code).toBe(0);
    expect(body.data.map((tab: { title: string }) => tab.title)).toEqual(['机构简介', '师资力量']);
  });
});

describe('POST /api/universityAdvertise/anyUser/clue/saveClue', () => {
  const path = '/api/universityAdvertise/anyUser/clue/saveClue';

  it('saves the consult message once the SMS code checks out', async () => {
    const mobile = freshMobile();
    const code = await consultCode(mobile);
    const { status, body } = await server.json(path, { body: { clueId: 'visitor-1', name: '张三', mobile, content: '想了解电工培训的报名时间', code } });
    expect(status).toBe(200);
    expect(body).toEqual(ok({ id: expect.any(Number) }));
    const [saved] = await server.db.select().from(clues).where(eq(clues.id, body.data.id));
    expect(saved).toMatchObject({ tenantId: DEMO, clueId: 'visitor-1', name: '张三', mobile, content: '想了解电工培训的报名时间' });
  });

  it('refuses a wrong code and keeps nothing; the code cannot be used twice', async () => {
    const mobile = freshMobile();
    const code = await consultCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await server.json(path, { body: { name: '李四', mobile, content: '咨询', code: wrong } })).toMatchObject(clientError(400, /^the verification code (is wrong|has expired)/));
    expect(await server.db.select().from(clues).where(eq(clues.mobile, mobile))).toEqual([]);
    expect((await server.json(path, { body: { name: '李四', mobile, content: '咨询', code } })).status).toBe(200);
    expect(await server.json(path, { body: { name: '李四', mobile, content: '咨询', code } })).toMatchObject(clientError(400, /^the verification code (is wrong|has expired)/));
  });

  it('names the field of a bad name, mobile or content before the code is spent', async () => {
    const mobile = freshMobile();
    const code = await consultCode(mobile);
    expect(await server.json(path, { body: { name: '张三123', mobile, content: '咨询', code } })).toMatchObject(clientError(400, /^a name may contain only/));
    expect(await server.json(path, { body: { name: '张三', mobile: '12345', content: '咨询', code } })).toMatchObject(clientError(400, /^please enter a correct mobile number/));
    expect(await server.json(path, { body: { name: '张三', content: '咨询', code } })).toMatchObject(clientError(400, /^please enter phone/));
    expect(await server.json(path, { body: { name: '张三', mobile, content: '   ', code } })).toMatchObject(
      clientError(400, /^please enter the content you want to consult/),
    );
    expect((await server.json(path, { body: { name: '张三', mobile, content: '咨询', code } })).status).toBe(200);
  });
});

describe('saveClue and the consult form judge alike', () => {
  const path = '/api/universityAdvertise/anyUser/clue/saveClue';

  it("takes what the form takes, up to the form's limits (characters as a reader counts them), and refuses beyond in the visitor's language", async () => {
    const mobile = freshMobile();
    const code = await consultCode(mobile);
    const longest = { name: '张'.repeat(CONSULT_NAME_MAX_LENGTH), mobile, code, content: `${'问'.repeat(CONSULT_CONTENT_MAX_LENGTH - 1)}😀` };
    expect(validateForm(consultRules, longest)).toEqual({});
    const inChinese = { 'accept-language': 'zh-CN' };
    const nameTooLong = { ...longest, name: '张'.repeat(CONSULT_NAME_MAX_LENGTH + 1) };
    expect(validateForm(consultRules, nameTooLong)).toEqual({ name: 'validation.consultNameTooLong' });
    expect((await server.json(path, { body: nameTooLong, headers: inChinese })).body.msg).toMatch(/姓名最多20个字$/);
    const contentTooLong = { ...longest, content: '问'.repeat(CONSULT_CONTENT_MAX_LENGTH + 1) };
    expect(validateForm(consultRules, contentTooLong)).toEqual({ content: 'validation.consultContentTooLong' });
    // The server also takes the subject the form puts before the words (src/lib/consult.ts), and no more.
    const fromSubject = { ...longest, content: consultMessage('专'.repeat(CONSULT_SUBJECT_MAX_LENGTH), longest.content) };
    const beyond = { ...longest, content: '问'.repeat(CONSULT_MESSAGE_MAX_LENGTH + 1) };
    expect((await server.json(path, { body: beyond, headers: inChinese })).body.msg).toMatch(/咨询内容最多500个字$/);
    expect((await server.json(path, { body: { ...longest, name: '张三3' }, headers: inChinese })).body.msg).toMatch(/姓名只能包含汉字、字母和“·”$/);
    expect((await server.json(path, { body: longest })).status).toBe(200);
    const second = freshMobile();
    expect((await server.json(path, { body: { ...fromSubject, mobile: second, code: await consultCode(second) } })).status).toBe(200);
  });
});

describe('POST /api/universityAdvertise/anyUser/customerService/page', () => {
  const path = '/api/universityAdvertise/anyUser/customerService/page';

  it('answers the first service contact with its QR image as a page of size 1', async () => {
    const { body } = await server.json(path, { body: { current: 1, size: 1, model: { tenantId: DEMO } } });
    expect(body).toEqual(
      ok({
        records: [{ id: expect.any(Number), name: expect.any(String), mobile: '13800001111', contactMobile: '0571-88886666', url: '/media/images/q-service-demo.png' }],
        total: 2,
        size: 1,
        current: 1,
        pages: 2,
      }),
    );
  });

  it('refuses a model.tenantId that contradicts the header', async () => {
    expect(await server.json(path, { body: { size: 1, model: { tenantId: BETA } } })).toMatchObject(clientError(400, /^model\.tenantId: 'beta' differs from the tenantId header 'demo'/));
  });
});

describe('GET /api/system/anyTenant/defTenant/getBusinessesByTenantId', () => {
  it('answers the businesses enabled for each school, comma-separated (path ours)', async () => {
    const demo = await server.json('/api/system/anyTenant/defTenant/getBusinessesByTenantId?tenantId=demo');
    expect(demo.body).toEqual(ok('ENROLL,STUDY,CERTIFICATE,EXAM,EVALUATE,CERTIFICATION'));
    const beta = await server.json('/api/system/anyTenant/defTenant/getBusinessesByTenantId', { tenantId: BETA });
    expect(beta.body).toEqual(ok('ENROLL,STUDY,CERTIFICATE,EXAM'));
  });
});

describe('POST /api/system/anyTenant/mapProxy', () => {
  const path = '/api/system/anyTenant/mapProxy';
  const ipLocation = (data?: unknown, headers?: Record<string, string>) => server.json(path, { body: { path: '/ws/location/v1/ip', data }, headers });

  it("places a local caller at the demo school's city centre", async () => {
    const { status, body } = await ipLocation({ key: 'any-map-key' });
    expect(status).toBe(200);
    expect(body).toEqual(
      ok({ status: 0, message: 'query ok', result: { ip: '127.0.0.1', location: { lat: 30.27415, lng: 120.15515 }, ad_info: { nation: '中国', province: '浙江省', city: '杭州市' } } }),
    );
    expect((await ipLocation(undefined, { 'x-forwarded-for': '192.168.1.20, 10.0.0.1' })).body.data.result).toMatchObject({ ip: '192.168.1.20', location: { lat: 30.27415 } });
  });

  it('locates the documentation ranges, with data as an object, JSON text or a query string', async () => {
    expect((await ipLocation({ ip: '192.0.2.7' })).body.data.result.ad_info.city).toBe('北京市');
    expect((await ipLocation(JSON.stringify({ ip: '198.51.100.1' }))).body.data.result.ad_info.city).toBe('上海市');
    expect((await ipLocation('ip=203.0.113.9&key=k')).body.data.result.location).toEqual({ lat: 22.54286, lng: 114.05956 });
  });

  it('answers 404 for an address the offline table does not know, 400 for a bad address or path', async () => {
    expect(await ipLocation({ ip: '8.8.8.8' })).toMatchObject(clientError(404, /no location is known for ip 8\.8\.8\.8/));
    expect(await ipLocation({ ip: 'not-an-ip' })).toMatchObject(clientError(400, /^data\.ip: /));
    expect(await server.json(path, { body: { path: '/ws/geocoder/v1', data: {} } })).toMatchObject(clientError(400, /^path: only \/ws\/location\/v1\/ip/));
    expect(await server.json(path, { body: { data: {} } })).toMatchObject(clientError(400, /^path: /));
  });
});
