// The certificate query (spec 1 §2.8, §7.6): skill-level certificates by code and name, training
// certificates by number and student name. The captcha is checked (and spent) first; nothing
// found is a success with data null, which the site shows as 'no related information'.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { findSkillCertificate, findTrainingCertificate } from '../services/certificate';
import { consumeCaptcha } from '../services/verification';
import { tenantOf } from '../request';
import { component, routesTagged } from './declare';

const declareRoute = routesTagged('certificate');

const captcha = {
  captchaKey: z.string().min(1, 'captchaKey is required').max(64),
  captchaCode: z.coerce.string().trim().min(1, 'api.captcha.required').max(16),
};
const required = (field: string, max: number) => z.coerce.string().trim().min(1, `${field} is required`).max(max);

// What both kinds of certificate answer alike: the holder's masked identity number and mobile, the picture.
const maskedIdNumber = z.string().nullable().openapi({ description: 'Masked identity number' });
const maskedMobile = z.string().nullable().openapi({ description: 'Masked mobile' });
const certificatePicture = z.string().nullable().openapi({ description: "Null: the site shows 'no certificate yet'" });

const SkillCertificate = component('SkillCertificate', {
  name: z.string(),
  card: maskedIdNumber,
  mobile: maskedMobile,
  professionName: z.string().nullable(),
  typeOfWorkName: z.string().nullable(),
  certificateCode: z.string(),
  level: z.string().nullable(),
  sendDate: z.string().nullable(),
  certificateImgUrl: certificatePicture,
});

const TrainingCertificate = component('TrainingCertificate', {
  studentName: z.string(),
  idType: z.string().nullable(),
  idCard: maskedIdNumber,
  mobile: maskedMobile,
  productName: z.string().nullable(),
  agencyName: z.string().nullable(),
  certificateNum: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  certificateUrl: certificatePicture,
});

const skillRoute = declareRoute('post', '/api/evaluate/anyTenant/certificate/queryCertificateByCode', {
  summary: 'A skill-level certificate by certificate code and name; data null when none matches',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ ...captcha, certificateCode: required('certificateCode', 64), name: required('name', 32), tenantId: z.string().max(64).optional() }),
        },
      },
    },
  },
  responses: okResponse(SkillCertificate.nullable()),
});

const trainingRoute = declareRoute('post', '/api/teaching/anyTenant/queryTeachUserCert', {
  summary: 'A training graduation certificate by certificate number and student name; data null when none matches',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({ ...captcha, certificateNum: required('certificateNum', 64), studentName: required('studentName', 32), tenantId: z.string().max(64).optional() }),
        },
      },
    },
  },
  responses: okResponse(TrainingCertificate.nullable()),
});

export function registerCertificateRoutes(app: Api) {
  app.openapi(skillRoute, async (c) => {
    const { captchaKey, captchaCode, certificateCode, name, tenantId } = c.req.valid('json');
    const tenant = await tenantOf(c, tenantId);
    const { db, now } = c.get('deps');
    await consumeCaptcha(db, { key: captchaKey, code: captchaCode, now: now() });
    return ok(c, await findSkillCertificate(db, tenant, { certificateCode, name }));
  });

  app.openapi(trainingRoute, async (c) => {
    const { captchaKey, captchaCode, certificateNum, studentName, tenantId } = c.req.valid('json');
    const tenant = await tenantOf(c, tenantId);
    const { db, now } = c.get('deps');
    await consumeCaptcha(db, { key: captchaKey, code: captchaCode, now: now() });
    return ok(c, await findTrainingCertificate(db, tenant, { certificateNum, studentName }));
  });
}
