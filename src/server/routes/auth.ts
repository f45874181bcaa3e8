// Sign-in calls (spec 1 §7.2): SMS codes, login, the registration login, captcha, logout.
import { z } from '@hono/zod-openapi';
import { timingSafeEqual } from 'node:crypto';
import { characterCount } from '../../lib/forms';
import { CODE_LENGTH, INVITATION_CODE_MAX_LENGTH, REGISTRATION_NAME_MAX_LENGTH } from '../../lib/limits';
import { SMS_SIGNATURE_HEADER, smsSignature } from '../../lib/sms-signature';
import { isMobile } from '../../lib/validators';
import type { Api } from '../context';
import { ApiError, badRequest, errorResponses, ok, okResponse } from '../envelope';
import { sayAbout, type ApiMessageKey } from '../messages';
import { LoginResult } from '../schemas/accounts';
import { createCaptcha } from '../services/captcha';
import { clientIp, tenantOf } from '../request';
import { requireToken } from '../services/current-user';
import { SMS_RESEND_INTERVAL_MS } from '../services/rate-limits';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from '../services/login-throttle';
import { loginByPassword, loginBySmsCode, registerLogin } from '../services/sign-in';
import { DEFAULT_TEMPLATE_CODE, SMS_CODE_VALID_MS, TEMPLATE_CODES, sendSmsCode } from '../services/sms-codes';
import { revokeToken } from '../services/tokens';
import { CAPTCHA_KEY_PATTERN } from '../services/verification';
import { component, jsonBody, refusal, routesTagged } from './declare';
import { tokenSecurity } from './shared';

const declareRoute = routesTagged('auth');

// ── Fields shared with routes/user.ts ───────────────────────────────────────────────────

/** 'is required' for an absent field, else what type was expected: the envelope's msg names the field. */
export const fieldError = { error: (issue: { input?: unknown; expected?: unknown }) => (issue.input === undefined ? 'is required' : `must be a ${String(issue.expected)}`) };

export const mobileField = z
  .string(fieldError)
  .refine(isMobile, 'api.mobile.format' satisfies ApiMessageKey)
  .openapi({ example: '13800138000', description: '11 digits starting with 1' });

// ── Declarations ────────────────────────────────────────────────────────────────────────

const TEMPLATE_HELP = 'VISITOR_MSG_VERIFY (default: the consult form) or MOBILE_LOGIN_REGISTER (login and registration)';

const sendSmsCodeRoute = declareRoute('get', '/api/oauth/anyTenant/sendSmsCode', {
  summary: 'Sends a 6-digit verification code by SMS',
  description: [
    `The code is valid ${SMS_CODE_VALID_MS / 60_000} minutes, for one use, and dies after 5 tries; a new code retires the earlier ones.`,
    `A mobile may get one code every ${SMS_RESEND_INTERVAL_MS / 1000} s and 10 a day; a network 20 an hour (429 beyond).`,
    `The answer is the same whether or not the mobile has an account. The \`${SMS_SIGNATURE_HEADER}\` header is`,
    'the md5 of the sorted query parameters with the access key (src/lib/sms-signature.ts).',
  ].join(' '),
  request: {
    // Optional in the contract because the client's middleware adds it, not the call site; a call without it is refused.
    headers: z.object({
      [SMS_SIGNATURE_HEADER]: z.string(fieldError).optional().openapi({ description: 'Required: smsSignature(query, accessKey), added by the client middleware' }),
    }),
    query: z.object({
      mobile: mobileField,
      templateCode: z.enum(TEMPLATE_CODES, { error: `must be ${TEMPLATE_HELP}` }).default(DEFAULT_TEMPLATE_CODE).openapi({ description: TEMPLATE_HELP }),
      _t: z.string().optional().openapi({ description: 'The request timestamp (ms), part of the signed parameters' }),
    }),
  },
  responses: {
    ...okResponse(z.object({ validSeconds: z.number().int(), resendSeconds: z.number().int() }).openapi('SmsCodeSent')),
    401: refusal('The signature is wrong'),
    429: refusal('Sent too often: msg says which limit'),
  },
});

const clientFields = {
  tenantId: z.string().min(1).max(64).optional().openapi({ description: 'The school; defaults to the tenantId header and must agree with it' }),
  terminalType: z.string().max(32).optional().openapi({ example: 'PC' }),
  bizType: z.string().max(32).optional().openapi({ example: 'E_PC' }),
};

// Messages that are catalogue keys are rendered in the request's language (app.ts, defaultHook).
const codeField = z.string(fieldError).regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'api.code.format' satisfies ApiMessageKey);

const LoginBody = z
  .discriminatedUnion(
    'grantType',
    [
      z.object({ grantType: z.literal('SMS_CODE'), mobile: mobileField, code: codeField, ...clientFields }).openapi('SmsCodeLogin'),
      z
        .object({
          grantType: z.literal('PASSWORD'),
          username: z.string(fieldError).min(1).max(64).optional().openapi({ description: 'The mobile number or the username' }),
          mobile: mobileField.optional().openapi({ description: 'Instead of username' }),
          password: z.string(fieldError).min(1, 'is required').max(128),
          ...clientFields,
        })
        .openapi('PasswordLogin'),
    ],
    { error: 'must be SMS_CODE or PASSWORD' },
  )
  .openapi('LoginBody');

const loginRoute = declareRoute('post', '/api/oauth/anyTenant/login', {
  summary: 'Logs in by SMS code or by password',
  description: [
    'grantType SMS_CODE: mobile and code (template MOBILE_LOGIN_REGISTER); an unknown mobile is registered on the way (spec 1 §4, Enrolment).',
    'grantType PASSWORD: username (a mobile number or a username) or mobile, and password; one message for an unknown account and a wrong password.',
    `After ${LOGIN_MAX_FAILURES} wrong passwords for one account within ${LOGIN_FAILURE_WINDOW_MS / 60_000} minutes, its password logins are refused (429) for ${LOGIN_LOCK_MS / 60_000} minutes,`,
    'known account or not; a right password clears the count. A network is capped in wrong passwords an hour (429 beyond).',
    'The token lasts 7 days; send it in the `token` header.',
  ].join(' '),
  request: jsonBody(LoginBody),
  responses: {
    ...okResponse(LoginResult),
    429: refusal('Too many wrong passwords: msg says in how many minutes to try again'),
  },
});

const RegistrationBody = component('RegistrationBody', {
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1, 2 (enterprise) or 3' }).openapi({ description: 'The registration page type: 1 and 3 students, 2 enterprise' }),
  nickName: z
    .string(fieldError)
    .trim()
    .min(1, 'must not be empty')
    .refine((name) => characterCount(name) <= REGISTRATION_NAME_MAX_LENGTH, `at most ${REGISTRATION_NAME_MAX_LENGTH} characters`)
    .optional()
    .openapi({ description: 'The name entered (the enterprise name for type 2); defaults to the masked mobile' }),
  mobile: mobileField,
  code: codeField,
  grantType: z.literal('SMS_CODE', { error: 'must be SMS_CODE' }).optional(),
  cloudSchool: z.string(fieldError).trim().min(1, 'api.register.cloudSchool' satisfies ApiMessageKey).max(50).optional().openapi({ description: 'Required for types 1 and 3' }),
  qrCode: z
    .string(fieldError)
    .trim()
    .min(1, 'api.invitation.required' satisfies ApiMessageKey)
    .max(INVITATION_CODE_MAX_LENGTH, `at most ${INVITATION_CODE_MAX_LENGTH} characters`)
    .optional()
    .openapi({ description: 'The enterprise invitation code: required for type 2, checked before anything is created' }),
  ...clientFields,
});

const registrationRoute = declareRoute('post', '/api/oauth/anyTenant/registration/login', {
  summary: 'Registers a mobile and logs in (path ours)',
  description:
    'Path ours (spec 1 §7.2: not shown). The registration page\'s login: verifies the SMS code (MOBILE_LOGIN_REGISTER), registers the mobile with nickName and, for types 1 and 3, the cloud school; for type 2 the invitation qrCode is checked first (within the caps of getDefTenantByQrCode), so a wrong code creates no account, issues no token and spends no SMS code, and a new account joins its enterprise. A mobile already registered just logs in, unchanged. bizType is E_PC from the portal.',
  request: jsonBody(RegistrationBody),
  responses: okResponse(LoginResult.extend({ registered: z.boolean().openapi({ description: 'false when the mobile already had an account' }) }).openapi('RegistrationResult')),
});

const captchaRoute = declareRoute('get', '/api/oauth/anyTenant/captcha', {
  summary: 'A captcha image for the key',
  description: 'An SVG of 4 digits, valid 5 minutes, spent by its first answer (right or wrong); a new image for the same key replaces the old one.',
  request: {
    query: z.object({
      key: z.string(fieldError).regex(CAPTCHA_KEY_PATTERN, 'must be 16 letters or digits').openapi({ example: 'a1B2c3D4e5F6g7H8' }),
      _t: z.string().optional(),
    }),
  },
  responses: { 200: { description: 'The captcha image', content: { 'image/svg+xml': { schema: z.string() } } }, ...errorResponses },
});

const logoutRoute = declareRoute('post', '/api/oauth/app/token/logout', {
  summary: 'Logs out: revokes the token (path ours)',
  description: 'Path ours (spec 1 §4: logout is not a call the spec shows). Later calls with the token answer 401 with code 40009.',
  security: tokenSecurity,
  responses: okResponse(z.null()),
});

// ── Handlers ────────────────────────────────────────────────────────────────────────────

function signatureMatches(given: string, expected: string): boolean {
  const left = Buffer.from(given.toLowerCase());
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function registerAuthRoutes(app: Api) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'token', { type: 'apiKey', in: 'header', name: 'token' });

  app.openapi(sendSmsCodeRoute, async (c) => {
    const { mobile, templateCode } = c.req.valid('query');
    const { config, db, now, digits } = c.get('deps');
    // Signed over the parameters as sent (an omitted templateCode is not signed), as the client computes it.
    const signature = c.req.valid('header')[SMS_SIGNATURE_HEADER];
    if (!signature) throw badRequest(`${SMS_SIGNATURE_HEADER}: is required`);
    if (!signatureMatches(signature, smsSignature(c.req.query(), config.smsAccessKey))) {
      throw new ApiError(401, `${SMS_SIGNATURE_HEADER}: the SMS signature does not match the parameters`);
    }
    await sendSmsCode(db, { mobile, templateCode, clientIp: clientIp(c), tenantId: c.get('tenantId'), config, now, digits });
    return ok(c, { validSeconds: SMS_CODE_VALID_MS / 1000, resendSeconds: SMS_RESEND_INTERVAL_MS / 1000 });
  });

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const { db, config, now } = c.get('deps');
    const client = { tenantId: await tenantOf(c, body.tenantId), terminalType: body.terminalType, bizType: body.bizType, now: now() };
    if (body.grantType === 'SMS_CODE') return ok(c, await loginBySmsCode(db, { ...client, mobile: body.mobile, code: body.code }));
    const account = body.username ?? body.mobile;
    if (!account) throw badRequest(sayAbout('username', 'api.login.account'));
    const slots = c.get('deps').passwordSlots;
    return ok(c, await loginByPassword(db, { ...client, account, password: body.password, clientIp: clientIp(c), hourlyCapPerIp: config.loginHourlyCapPerIp, slots }));
  });

  app.openapi(registrationRoute, async (c) => {
    const body = c.req.valid('json');
    if (body.type !== 2 && !body.cloudSchool) throw badRequest(sayAbout('cloudSchool', 'api.register.cloudSchool'));
    if (body.type === 2 && !body.qrCode) throw badRequest(sayAbout('qrCode', 'api.invitation.required'));
    const { db, config, now } = c.get('deps');
    const tenantId = await tenantOf(c, body.tenantId);
    const result = await registerLogin(db, {
      tenantId,
      terminalType: body.terminalType,
      bizType: body.bizType ?? 'E_PC',
      now: now(),
      mobile: body.mobile,
      code: body.code,
      nickName: body.nickName,
      type: body.type,
      cloudSchool: body.type === 2 ? undefined : body.cloudSchool,
      invitation: body.type === 2 ? { code: body.qrCode!, clientIp: clientIp(c), capPerIp: config.invitationHourlyCapPerIp } : undefined,
    });
    return ok(c, result);
  });

  app.openapi(captchaRoute, async (c) => {
    const { key } = c.req.valid('query');
    const { db, config, now, digits } = c.get('deps');
    const svg = await createCaptcha(db, { key, now: now(), dev: config.dev, digits });
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
  });

  app.openapi(logoutRoute, async (c) => {
    const { tokenHash } = await requireToken(c);
    const { db, now } = c.get('deps');
    await revokeToken(db, tokenHash, now());
    return ok(c, null);
  });
}
