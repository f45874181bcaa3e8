// User calls (spec 1 §7.2): user info, the student record, enterprise invitations, the role pack,
// and the visitor identity. Every call that names a tenantId or userId acts only on the caller's own.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { characterCount } from '../../lib/forms';
import { INVITATION_CODE_MAX_LENGTH, REGISTRATION_NAME_MAX_LENGTH } from '../../lib/limits';
import { isMediaAddress } from '../../lib/media-address';
import type { Api, AppEnv } from '../context';
import { badRequest, forbidden, notFound, ok, okResponse } from '../envelope';
import { say, type ApiMessageKey } from '../messages';
import { StudentView, UserInfo } from '../schemas/accounts';
import { findUser, updateProfile, userInfo, type User } from '../services/accounts';
import { clientIp, tenantOf } from '../request';
import { requireUser } from '../services/current-user';
import { acceptInvitation, findStudent, getOrCreateStudent, requireInvitation, studentView } from '../services/students';
import { getOrCreateVisitor } from '../services/visitors';
import { fieldError } from './auth';
import { component, jsonBody, readCall, routesTagged } from './declare';
import { tokenSecurity } from './shared';

const declareRoute = routesTagged('user');

// ── Declarations ────────────────────────────────────────────────────────────────────────

const idField = z.string(fieldError).min(1, 'is required').max(64);
const qrCodeField = z.string(fieldError).trim().min(1, 'is required').max(INVITATION_CODE_MAX_LENGTH, `at most ${INVITATION_CODE_MAX_LENGTH} characters`);

const getUserInfoRoute = declareRoute('post', '/api/oauth/appUser/getUserInfo', {
  summary: 'The signed-in user (token needed)',
  security: tokenSecurity,
  responses: okResponse(UserInfo),
});

const getOrCreateStudentIdRoute = declareRoute('get', '/api/userCenter/anyTenant/student/getOrCreateStudentId', {
  summary: "The signed-in user's student id, created on first call (token needed)",
  description: 'tenantId and userId must be the signed-in user\'s own (403 otherwise).',
  security: tokenSecurity,
  ...readCall(z.object({ tenantId: idField, userId: idField, _t: z.string().optional() }), z.string().openapi({ description: 'The student id' })),
});

const getDefTenantByQrCodeRoute = declareRoute('get', '/api/userCenter/anyTenant/qrCodeUser/getDefTenantByQrCode', {
  summary: 'The school of an enterprise invitation code (token needed)',
  description:
    "Only codes of the signed-in user's school are found; userId, when given, must be the signed-in user. Wrong codes are capped at 10 an hour per network (PORTAL_INVITATION_IP_HOURLY_CAP) and per user (429 beyond).",
  security: tokenSecurity,
  ...readCall(z.object({ qrCode: qrCodeField, userId: idField.optional(), _t: z.string().optional() }), z.string().openapi({ description: 'The tenantId' })),
});

const acceptInvitationRoute = declareRoute('post', '/api/userCenter/app/qrCodeUser/acceptInvitation', {
  summary: 'Joins the enterprise of an invitation code (path ours; token needed)',
  description:
    "Path ours (spec 1 §7.2: not shown). The enterprise registration's last step: the student joins the code's enterprise. Accepting the same code again changes nothing; a student of another enterprise gets 409.",
  security: tokenSecurity,
  request: {
    body: { content: { 'application/json': { schema: z.object({ qrCode: qrCodeField, tenantId: idField, userId: idField }).openapi('AcceptInvitationBody') } }, required: true },
  },
  responses: okResponse(z.object({ tenantId: z.string(), studentId: z.string(), enterpriseName: z.string() }).openapi('AcceptedInvitation')),
});

const optionalText = (max: number) => z.string(fieldError).trim().max(max, `at most ${max} characters`).optional();

const UpdateStudentBody = component('UpdateStudentBody', {
  id: idField.optional().openapi({ description: "The student id; when given, the signed-in user's own" }),
  userId: idField.optional().openapi({ description: 'When given, the signed-in user' }),
  nickName: z
    .string(fieldError)
    .trim()
    .min(1, 'must not be empty')
    .refine((name) => characterCount(name) <= REGISTRATION_NAME_MAX_LENGTH, `at most ${REGISTRATION_NAME_MAX_LENGTH} characters`)
    .optional(),
  realName: optionalText(30).openapi({ description: 'An empty string clears it' }),
  avatar: optionalText(500)
    .refine((value) => !value || isMediaAddress(value), 'api.avatar.format' satisfies ApiMessageKey)
    .openapi({ description: 'An image address; an empty string clears it' }),
});

const updateStudentRoute = declareRoute('post', '/api/userCenter/anyTenant/student/updateStudent', {
  summary: "Updates the signed-in student's nickName, realName and avatar (token needed)",
  security: tokenSecurity,
  request: jsonBody(UpdateStudentBody),
  responses: okResponse(StudentView),
});

const RolePack = component('RolePack', {
  tenantId: z.string(),
  userId: z.string(),
  roles: z.array(z.object({ code: z.enum(['USER', 'STUDENT', 'ENTERPRISE_USER']), name: z.string() })),
});

const getRolePackRoute = declareRoute('get', '/api/base/anyBiz/baseRolePack/getByTenantId', {
  summary: "The signed-in user's roles in the school (token needed)",
  description: 'USER for every account, STUDENT once a student record exists, ENTERPRISE_USER after an invitation was accepted. tenantId defaults to the token\'s school and must be it.',
  security: tokenSecurity,
  ...readCall(z.object({ tenantId: idField.optional(), _t: z.string().optional() }), RolePack),
});

const visitorRoute = declareRoute('post', '/api/userCenter/anyTenant/visitor/getOrCreateVisitor', {
  summary: 'The visitor identity of a device (path ours)',
  description:
    "Path ours (spec 1 §2.2 step 3, §4: not shown). A browser without a user sends its device-derived visitorId; the school's visitor record for it is created on first call, the same record after.",
  request: {
    body: {
      content: {
        'application/json': {
          schema: z
            .object({ visitorId: z.string(fieldError).regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be 8 to 128 letters, digits, - or _') })
            .openapi('VisitorBody'),
        },
      },
      required: true,
    },
  },
  responses: okResponse(z.object({ id: z.string(), type: z.literal('VISITOR'), visitorId: z.string() }).openapi('Visitor')),
});

// ── Handlers ────────────────────────────────────────────────────────────────────────────

/**
 * The signed-in user, after checking that the tenantId and userId a call names are theirs: a
 * token acts on its own account and school only.
 */
async function ownUser(c: Context<AppEnv>, named: { tenantId?: string; userId?: string } = {}): Promise<User> {
  const current = await requireUser(c);
  if (named.tenantId !== undefined && named.tenantId !== current.tenantId) {
    throw forbidden(`tenantId: '${named.tenantId}' is not the school of the signed-in user`);
  }
  if (named.userId !== undefined && named.userId !== current.userId) throw forbidden(`userId: '${named.userId}' is not the signed-in user`);
  const user = await findUser(c.get('deps').db, current.tenantId, current.userId);
  if (!user) throw notFound(say('api.user.gone'));
  return user;
}

function roleList(student: { enterpriseCode: string | null } | undefined) {
  const roles: { code: 'USER' | 'STUDENT' | 'ENTERPRISE_USER'; name: string }[] = [{ code: 'USER', name: 'user' }];
  if (student) roles.push({ code: 'STUDENT', name: 'student' });
  if (student?.enterpriseCode) roles.push({ code: 'ENTERPRISE_USER', name: 'enterprise user' });
  return roles;
}

export function registerUserRoutes(app: Api) {
  app.openapi(getUserInfoRoute, async (c) => ok(c, userInfo(await ownUser(c))));

  app.openapi(getOrCreateStudentIdRoute, async (c) => {
    const { tenantId, userId } = c.req.valid('query');
    const user = await ownUser(c, { tenantId, userId });
    const student = await getOrCreateStudent(c.get('deps').db, { tenantId: user.tenantId, userId: user.id, now: c.get('deps').now() });
    return ok(c, student.id);
  });

  app.openapi(getDefTenantByQrCodeRoute, async (c) => {
    const { qrCode, userId } = c.req.valid('query');
    const user = await ownUser(c, { userId });
    const { db, config, now } = c.get('deps');
    const invitation = await requireInvitation(db, {
      code: qrCode,
      tenantId: user.tenantId,
      clientIp: clientIp(c),
      userId: user.id,
      capPerIp: config.invitationHourlyCapPerIp,
      now: now(),
    });
    return ok(c, invitation.tenantId);
  });

  app.openapi(acceptInvitationRoute, async (c) => {
    const { qrCode, tenantId, userId } = c.req.valid('json');
    const user = await ownUser(c, { tenantId, userId });
    const { db, config, now } = c.get('deps');
    const { student, enterpriseName } = await acceptInvitation(db, {
      tenantId: user.tenantId,
      user,
      code: qrCode,
      clientIp: clientIp(c),
      capPerIp: config.invitationHourlyCapPerIp,
      now: now(),
    });
    return ok(c, { tenantId: student.tenantId, studentId: student.id, enterpriseName });
  });

  app.openapi(updateStudentRoute, async (c) => {
    const body = c.req.valid('json');
    const user = await ownUser(c, { userId: body.userId });
    if (body.nickName === undefined && body.realName === undefined && body.avatar === undefined) {
      throw badRequest('nothing to update: give nickName, realName or avatar');
    }
    const { db, now } = c.get('deps');
    const existing = await findStudent(db, user.id);
    if (body.id !== undefined && body.id !== existing?.id) throw notFound(`id: the signed-in user has no student '${body.id}'`);
    const student = existing ?? (await getOrCreateStudent(db, { tenantId: user.tenantId, userId: user.id, now: now() }));
    const updated = await updateProfile(db, user.id, { nickName: body.nickName, realName: body.realName, avatar: body.avatar, now: now() });
    return ok(c, await studentView(db, student, updated));
  });

  app.openapi(getRolePackRoute, async (c) => {
    const { tenantId } = c.req.valid('query');
    const user = await ownUser(c, { tenantId });
    const student = await findStudent(c.get('deps').db, user.id);
    return ok(c, { tenantId: user.tenantId, userId: user.id, roles: roleList(student) });
  });

  app.openapi(visitorRoute, async (c) => {
    const { visitorId } = c.req.valid('json');
    const { db, now } = c.get('deps');
    const visitor = await getOrCreateVisitor(db, { tenantId: await tenantOf(c), visitorId, now: now() });
    return ok(c, { id: visitor.id, type: 'VISITOR' as const, visitorId: visitor.visitorId });
  });
}
