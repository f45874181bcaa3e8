import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BETA, useTestServer } from './support/test-server';
import { expectFailure } from './support/envelope';

const server = useTestServer();

const SKILL = '/api/evaluate/anyTenant/certificate/queryCertificateByCode';
const TRAINING = '/api/teaching/anyTenant/queryTeachUserCert';

/** A fresh captcha as the page gets it: the image for a 16-character key, its text from the dev helper. */
async function captcha(tenantId?: string) {
  const captchaKey = randomBytes(8).toString('hex');
  const image = await server.call(`/api/oauth/anyTenant/captcha?key=${captchaKey}&_t=${Date.now()}`, { tenantId });
  expect(image.status).toBe(200);
  const { body } = await server.json(`/api/dev/captcha/${captchaKey}`);
  return { captchaKey, captchaCode: body.data.text as string };
}

describe('POST evaluate/anyTenant/certificate/queryCertificateByCode (skill-level certificates)', () => {
  it('finds a certificate by code and name, identity number and mobile masked', async () => {
    const { status, body } = await server.json(SKILL, { body: { ...(await captcha()), certificateCode: 'SK202400001', name: '张三' } });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        name: '张三',
        card: '110101********1234',
        mobile: '138****5678',
        professionName: '育婴员',
        typeOfWorkName: '育婴员',
        certificateCode: 'SK202400001',
        level: '五级/初级工',
        sendDate: '2024-06-30',
        certificateImgUrl: '/media/images/c-1.jpg',
      },
    });
  });

  it('answers a certificate without an image with certificateImgUrl null', async () => {
    const { body } = await server.json(SKILL, { body: { ...(await captcha()), certificateCode: 'SK202400002', name: '李娜' } });
    expect(body.data).toMatchObject({ certificateCode: 'SK202400002', certificateImgUrl: null });
  });

  it('answers success with data null when the code and the name do not match', async () => {
    const wrongName = await server.json(SKILL, { body: { ...(await captcha()), certificateCode: 'SK202400001', name: '李四' } });
    expect(wrongName.status).toBe(200);
    expect(wrongName.body).toEqual({ code: 0, msg: 'ok', data: null });
    const unknown = await server.json(SKILL, { body: { ...(await captcha()), certificateCode: 'NOPE', name: '张三' } });
    expect(unknown.body).toEqual({ code: 0, msg: 'ok', data: null });
  });

  it('refuses a wrong captcha, and a captcha already spent', async () => {
    const fresh = await captcha();
    const wrong = await server.json(SKILL, { body: { ...fresh, captchaCode: fresh.captchaCode === '0000' ? '1111' : '0000', certificateCode: 'SK202400001', name: '张三' } });
    expectFailure(wrong, 400, /captcha/i);
    // The captcha is spent by its first answer, right or wrong.
    expectFailure(await server.json(SKILL, { body: { ...fresh, certificateCode: 'SK202400001', name: '张三' } }), 400, /captcha/i);
  });

  it('names missing fields before touching the captcha', async () => {
    const fresh = await captcha();
    expectFailure(await server.json(SKILL, { body: { ...fresh, certificateCode: 'SK202400001' } }), 400, /^name: /);
    expectFailure(await server.json(SKILL, { body: { ...fresh, name: '张三', certificateCode: '  ' } }), 400, /^certificateCode: certificateCode is required/);
    expectFailure(await server.json(SKILL, { body: { captchaKey: fresh.captchaKey, certificateCode: 'SK202400001', name: '张三' } }), 400, /^captchaCode: /);
    // Still unspent: the refused calls changed nothing.
    const found = await server.json(SKILL, { body: { ...fresh, certificateCode: 'SK202400001', name: '张三' } });
    expect(found.body.data.name).toBe('张三');
  });

  it("keeps schools apart: another school's certificate is not found", async () => {
    const { body } = await server.json(SKILL, { body: { ...(await captcha(BETA)), certificateCode: 'SK202400001', name: '张三' }, tenantId: BETA });
    expect(body).toEqual({ code: 0, msg: 'ok', data: null });
    const own = await server.json(SKILL, { body: { ...(await captcha(BETA)), certificateCode: 'BSK2024001', name: 'Emma' }, tenantId: BETA });
    expect(own.body.data).toMatchObject({ name: 'Emma', level: 'Level 5' });
  });

  it("refuses a body tenantId that differs from the header: demo's header does not read beta's certificates", async () => {
    const refused = await server.json(SKILL, { body: { ...(await captcha()), certificateCode: 'BSK2024001', name: 'Emma', tenantId: BETA } });
    expectFailure(refused, 400, /^tenantId: 'beta' differs from the tenantId header 'demo'/);
    const training = await server.json(TRAINING, { body: { ...(await captcha()), certificateNum: 'BTC2024001', studentName: 'Liam', tenantId: BETA } });
    expectFailure(training, 400, /^tenantId: 'beta' differs from the tenantId header 'demo'/);
  });
});

describe('POST teaching/anyTenant/queryTeachUserCert (training certificates)', () => {
  it('finds a certificate by number and student name', async () => {
    const { status, body } = await server.json(TRAINING, { body: { ...(await captcha()), certificateNum: 'TC202400001', studentName: '李四' } });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 0,
      msg: 'ok',
      data: {
        studentName: '李四',
        idType: '居民身份证',
        idCard: '320102********3456',
        mobile: '139****4321',
        productName: '养老护理员（四级）',
        agencyName: '云校职业培训中心',
        certificateNum: 'TC202400001',
        startTime: '2024-03-01',
        endTime: '2024-05-31',
        certificateUrl: '/media/images/c-3.jpg',
      },
    });
  });

  it("answers a certificate without an image with certificateUrl null ('no certificate yet')", async () => {
    const { body } = await server.json(TRAINING, { body: { ...(await captcha()), certificateNum: 'TC202400002', studentName: '赵敏' } });
    expect(body.data).toMatchObject({ studentName: '赵敏', certificateUrl: null });
  });

  it('answers data null when nothing matches, 400 for a wrong captcha or a missing number', async () => {
    const none = await server.json(TRAINING, { body: { ...(await captcha()), certificateNum: 'TC202400001', studentName: '张三' } });
    expect(none.body).toEqual({ code: 0, msg: 'ok', data: null });
    const fresh = await captcha();
    expectFailure(await server.json(TRAINING, { body: { ...fresh, studentName: '李四' } }), 400, /^certificateNum: /);
    expectFailure(await server.json(TRAINING, { body: { ...fresh, captchaCode: 'wrong', certificateNum: 'TC202400001', studentName: '李四' } }), 400, /captcha/i);
  });

  it('finds the smaller school its own training certificate', async () => {
    const { body } = await server.json(TRAINING, { body: { ...(await captcha(BETA)), certificateNum: 'BTC2024001', studentName: 'Liam' }, tenantId: BETA });
    expect(body.data).toMatchObject({ studentName: 'Liam', idType: 'Passport', certificateUrl: null });
  });
});
