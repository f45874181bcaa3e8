// Development helpers (PORTAL_DEV=1 only): the SMS outbox and captcha texts, so end-to-end tests
// and a developer can sign in without a phone. Without development mode, and in any mode for a
// caller not on this machine (request.ts, isLoopbackCaller), every /api/dev/ path
// answers 404 exactly like a path that does not exist, before any parameter is read: these paths
// read other people's codes, and a server started with PORTAL_DEV=1 on a public address must not
// hand them out.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { notFound, ok, okResponse } from '../envelope';
import { isLoopbackCaller } from '../request';
import { captchaDevText } from '../services/captcha';
import { outboxOf } from '../services/sms';
import { mobileField } from './auth';
import { routesTagged } from './declare';

const declareRoute = routesTagged('dev');

const smsOutboxRoute = declareRoute('get', '/api/dev/sms-outbox', {
  summary: 'SMS messages sent to a mobile, latest first (development mode only)',
  request: { query: z.object({ mobile: mobileField }) },
  responses: okResponse(
    z.array(z.object({ mobile: z.string(), code: z.string(), templateCode: z.string(), createdTime: z.string().openapi({ description: 'ISO 8601' }) })).openapi('SmsOutboxMessages'),
  ),
});

const captchaTextRoute = declareRoute('get', '/api/dev/captcha/{key}', {
  summary: "A captcha's text (development mode only)",
  request: { params: z.object({ key: z.string().min(1).max(64) }) },
  responses: okResponse(z.object({ key: z.string(), text: z.string() }).openapi('CaptchaText')),
});

// The newest messages are the ones a test or a developer is after.
const OUTBOX_LIMIT = 50;

export function registerDevRoutes(app: Api) {
  app.use('/api/dev/*', async (c, next) => (c.get('deps').config.dev && isLoopbackCaller(c) ? next() : c.notFound()));

  app.openapi(smsOutboxRoute, async (c) => {
    const { mobile } = c.req.valid('query');
    return ok(c, await outboxOf(c.get('deps').db, mobile, OUTBOX_LIMIT));
  });

  app.openapi(captchaTextRoute, async (c) => {
    const { key } = c.req.valid('param');
    const text = await captchaDevText(c.get('deps').db, key);
    if (!text) throw notFound(`no captcha text is kept for the key '${key}'`);
    return ok(c, { key, text });
  });
}
