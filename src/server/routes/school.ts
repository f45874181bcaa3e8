// School and tenant calls (spec 1 §7.3): the school's profile and business profile, its other
// front ends, visit counts, information tabs, the consult message, service contacts, the
// businesses enabled for it, and the map proxy's IP location.
import { createRoute, z } from '@hono/zod-openapi';
import { isIP } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { characterCount } from '../../lib/forms';
import { CODE_LENGTH, CONSULT_MESSAGE_MAX_LENGTH, CONSULT_NAME_MAX_LENGTH, MOBILE_LENGTH } from '../../lib/limits';
import { isMobile, isName } from '../../lib/validators';
import type { Api, AppEnv } from '../context';
import { certificationOrganizations, clues, schoolDomains, serviceContacts, tenants, universityInformation } from '../db/schema';
import { badRequest, forbidden, notFound, ok, okResponse, page, pageOf, pageRequest } from '../envelope';
import { clientIp, tenantOf } from '../request';
import type { ApiMessageKey } from '../messages';
import { requireUser } from '../services/current-user';
import { MINUTE_MS, takeFromCap } from '../services/rate-events';
import { locateIp, normaliseIp } from '../services/ip-location';
import { businessSchoolOf, bySeq, countVisit, findSchoolInfo, schoolInfoOf } from '../services/school';
import { consumeSmsCode } from '../services/verification';

const TAGS = ['school'];
const INT_MAX = 2_147_483_647;
const tenantIdQuery = z.object({ tenantId: z.string().max(64).optional().openapi({ description: 'The school; defaults to the tenantId header' }) });
const schoolIdQuery = z.object({ schoolId: z.string().max(64).optional().openapi({ description: 'The school (tenant id); defaults to the tenantId header' }) });

// ── Shapes ────────────────────────────────────────────────────────────────────────────────

const ServicePoint = z
  .object({
    id: z.number().int(),
    type: z.enum(['TEACHING', 'EXAM', 'EVALUATE']),
    name: z.string(),
    url: z.string().nullable(),
    startTime: z.string().nullable().openapi({ description: "'HH:mm'; an endTime before it means the hours cross midnight" }),
    endTime: z.string().nullable(),
    mobile: z.string().nullable(),
    address: z.string().nullable(),
    provinceName: z.string().nullable(),
    cityName: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .openapi('ServicePoint');

const CertificationOrganization = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    orgType: z.string().openapi({ description: 'CERTIFICATION, or another value for an issuing body' }),
    certificationType: z.enum(['INTERNATIONAL', 'COUNTRY', 'COMPANY', 'INDUSTRY', 'PROVINCE', 'CITY']),
    serviceScope: z.string().nullable(),
    features: z.string().nullable(),
  })
  .openapi('CertificationOrganization');

const SchoolInfo = z
  .object({
    id: z.number().int(),
    tenantId: z.string(),
    universityId: z.string(),
    projectName: z.string(),
    universityName: z.string(),
    logo: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    contactMobile: z.string().nullable(),
    website: z.string().nullable(),
    crowd: z.string().nullable(),
    schoolType: z.object({ code: z.string(), desc: z.string() }).nullable(),
    enrollDistrictScope: z.string().nullable(),
    showTraining: z.boolean().openapi({ description: 'The school page shows its training-organisation tab' }),
    educationalInstitution: z
      .object({ name: z.string(), educationProperty: z.string(), schoolFaculty: z.string(), features: z.string(), facilities: z.string() })
      .nullable(),
    servicePointList: z.array(ServicePoint),
    certificationOrganizationList: z.array(CertificationOrganization),
  })
  .openapi('SchoolInfo');

const BusinessSchool = z
  .object({
    tenantId: z.string(),
    brand: z.string().nullable(),
    industry: z.string().nullable(),
    institutionProperty: z.string().nullable(),
    institutionGrade: z.string().nullable(),
    trainingMode: z.string().nullable(),
    serviceAttribute: z.string().nullable().openapi({ description: 'JSON text of a list of strings (the institution tags), as the platform sends it' }),
    certificateAttribute: z.string().nullable(),
    certificationOrganizationTypeName: z.string().nullable(),
    trainingInstitutionsName: z.string().nullable(),
    schoolParentType: z.string().nullable(),
    schoolType: z.string().nullable(),
  })
  .openapi('BusinessSchool');

const DOMAIN_TYPES = ['PC', 'H5', 'ADMIN', 'PROMOTION'] as const;
const SchoolDomain = z.object({ domainType: z.enum(DOMAIN_TYPES), domain: z.string() }).openapi('SchoolDomain');

const VisitCount = z.object({ schoolId: z.string(), browseCount: z.number().int() }).openapi('VisitCount');

// 0 to 2 are the spec's; 3 and 4 are ours (the spec names no source for the login form's agreements).
const INFORMATION_TYPES = '0 project, 1 training organisation, 2 certification organisation, 3 user agreement, 4 privacy policy';

const InformationTab = z
  .object({
    id: z.number().int(),
    title: z.string(),
    name: z.string().openapi({ description: 'The same as title' }),
    content: z.string().openapi({ description: 'HTML' }),
    informationType: z.number().int().openapi({ description: INFORMATION_TYPES }),
    universityId: z.string().openapi({ description: "The school's universityId, or for type 2 the certification organisation's id" }),
  })
  .openapi('InformationTab');

const informationFilter = z.object({
  informationType: z.coerce.number().int().min(0).max(4).optional().openapi({ description: INFORMATION_TYPES }),
  universityId: z.string().max(64).optional(),
});

const ServiceContact = z
  .object({ id: z.number().int(), name: z.string().nullable(), mobile: z.string().nullable(), contactMobile: z.string().nullable(), url: z.string().nullable().openapi({ description: 'QR image' }) })
  .openapi('ServiceContact');

// ── Routes ────────────────────────────────────────────────────────────────────────────────

const getInfoByTenantId = createRoute({
  method: 'get',
  path: '/api/universityAdvertise/anyUser/university/info/getInfoByTenantId',
  tags: TAGS,
  summary: "The school's profile with its service points and certification organisations",
  request: { query: tenantIdQuery },
  responses: okResponse(SchoolInfo),
});

const getDetailByTenantId = createRoute({
  method: 'get',
  path: '/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId',
  tags: TAGS,
  summary: "The school's business profile",
  request: { query: tenantIdQuery },
  responses: okResponse(BusinessSchool),
});

const getDomainByDomainType = createRoute({
  method: 'get',
  path: '/api/universityAdvertise/anyBiz/buSchool/getDomainByDomainType',
  tags: TAGS,
  summary: "The address of one of the school's front ends",
  description: 'data: PC (this site), H5 (the mobile web app of the phone-frame preview), ADMIN (management backend login), PROMOTION (promotion-partner login).',
  request: { query: z.object({ data: z.enum(DOMAIN_TYPES) }) },
  responses: okResponse(SchoolDomain),
});

const querySchoolBrowseCount = createRoute({
  method: 'get',
  path: '/api/search/anyBiz/performanceStat/querySchoolBrowseCount',
  tags: TAGS,
  summary: "The school's visit count (token needed)",
  request: { query: schoolIdQuery },
  responses: okResponse(VisitCount),
});

const countSchoolVisit = createRoute({
  method: 'post',
  path: '/api/search/anyone/performanceStat/visit',
  tags: TAGS,
  summary: 'Counts a visit of the school and answers the new visit count',
  description: 'Path ours (spec 1 §7.7: visit count by schoolId). Public. A network counts at most 30 visits a minute (PORTAL_VISIT_IP_MINUTE_CAP); beyond, the count is answered uncounted.',
  request: { body: { content: { 'application/json': { schema: schoolIdQuery } }, required: true } },
  responses: okResponse(VisitCount),
});

const getVisitCount = createRoute({
  method: 'get',
  path: '/api/search/anyone/performanceStat/visitCount',
  tags: TAGS,
  summary: "The school's visit count",
  description: 'Path ours (spec 1 §7.7: visit count by schoolId). Public.',
  request: { query: schoolIdQuery },
  responses: okResponse(VisitCount),
});

const queryUniversityInformation = createRoute({
  method: 'post',
  path: '/api/universityAdvertise/anyBiz/universityInformation/query',
  tags: TAGS,
  summary: "The school's information tabs (token needed)",
  request: { body: { content: { 'application/json': { schema: informationFilter } }, required: true } },
  responses: okResponse(z.array(InformationTab)),
});

const listUniversityInformation = createRoute({
  method: 'get',
  path: '/api/universityAdvertise/anyUser/universityInformation/list',
  tags: TAGS,
  summary: 'Information tabs by informationType and universityId',
  description: "Path ours (spec 1 §7.4: information tabs by informationType and universityId). universityId defaults to the school's.",
  request: { query: informationFilter },
  responses: okResponse(z.array(InformationTab)),
});

// The consult form's own rules (src/lib/forms.ts, consultRules) with the same limits, so a visitor
// is never refused here for what the form let through; the messages are catalogue keys, read in the
// visitor's language.
const consultText = (required: ApiMessageKey, max: number, tooLong: ApiMessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((text) => characterCount(text) <= max, tooLong);
const Clue = z.object({
  clueId: z.string().max(64).optional().openapi({ description: 'The user or visitor id of whoever leaves the message' }),
  name: consultText('api.consult.nameRequired', CONSULT_NAME_MAX_LENGTH, 'api.consult.nameTooLong').refine(isName, 'api.name.format' satisfies ApiMessageKey),
  mobile: z
    .string({ error: 'api.consult.phoneRequired' satisfies ApiMessageKey })
    .trim()
    .min(1, 'api.consult.phoneRequired' satisfies ApiMessageKey)
    .max(MOBILE_LENGTH, 'api.mobile.format' satisfies ApiMessageKey)
    .refine(isMobile, 'api.mobile.format' satisfies ApiMessageKey),
  code: z
    .string({ error: 'api.code.required' satisfies ApiMessageKey })
    .trim()
    .min(1, 'api.code.required' satisfies ApiMessageKey)
    .max(CODE_LENGTH, 'api.code.format' satisfies ApiMessageKey),
  // The visitor's words and the subject they were sent from (src/lib/consult.ts).
  content: consultText('api.consult.contentRequired', CONSULT_MESSAGE_MAX_LENGTH, 'api.consult.contentTooLong'),
});

const saveClue = createRoute({
  method: 'post',
  path: '/api/universityAdvertise/anyUser/clue/saveClue',
  tags: TAGS,
  summary: 'Leaves a consult message; the SMS code sent with templateCode VISITOR_MSG_VERIFY is checked and used up',
  request: { body: { content: { 'application/json': { schema: Clue } }, required: true } },
  responses: okResponse(z.object({ id: z.number().int() })),
});

const customerServicePage = createRoute({
  method: 'post',
  path: '/api/universityAdvertise/anyUser/customerService/page',
  tags: TAGS,
  summary: "The school's service contacts (phone and WeChat QR image)",
  request: {
    body: {
      content: { 'application/json': { schema: pageRequest.extend({ model: z.object({ tenantId: z.string().max(64).optional() }).default({}) }) } },
      required: true,
    },
  },
  responses: okResponse(pageOf(ServiceContact)),
});

const getBusinesses = createRoute({
  method: 'get',
  path: '/api/system/anyTenant/defTenant/getBusinessesByTenantId',
  tags: TAGS,
  summary: 'The businesses enabled for the school, comma-separated',
  description:
    'Path ours (spec 1 §7.7). Codes: ENROLL, STUDY, CERTIFICATE, EXAM, EVALUATE, CERTIFICATION (the home entry grid); an empty string when none.',
  request: { query: tenantIdQuery },
  responses: okResponse(z.string()),
});

const MAP_IP_PATH = '/ws/location/v1/ip';
const MapLocation = z
  .object({
    status: z.number().int(),
    message: z.string(),
    result: z.object({
      ip: z.string(),
      location: z.object({ lat: z.number(), lng: z.number() }),
      ad_info: z.object({ nation: z.string(), province: z.string(), city: z.string() }),
    }),
  })
  .openapi('MapLocation');

const mapProxy = createRoute({
  method: 'post',
  path: '/api/system/anyTenant/mapProxy',
  tags: TAGS,
  summary: "The maps service's IP location, answered offline",
  description: `Only path ${MAP_IP_PATH} is served, from a built-in table (no internet): loopback and private addresses are placed at the demo school's city centre (Hangzhou), the documentation ranges 192.0.2.0/24, 198.51.100.0/24 and 203.0.113.0/24 in Beijing, Shanghai and Shenzhen; any other address answers 404. data (an object, its JSON text or a query string) may name the ip; without it the caller's address is used. The map key is accepted and ignored.`,
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            path: z.string().min(1, 'path is required'),
            data: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: okResponse(MapLocation),
});

// ── Handlers ──────────────────────────────────────────────────────────────────────────────

/** A token's user may only read the figures of its own school. */
async function requireUserOf(c: Context<AppEnv>, tenantId: string) {
  const user = await requireUser(c);
  if (user.tenantId !== tenantId) throw forbidden(`the token belongs to another school than '${tenantId}'`);
  return user;
}

async function informationTabs(c: Context<AppEnv>, tenantId: string, filter: z.infer<typeof informationFilter>) {
  const { db } = c.get('deps');
  const info = await findSchoolInfo(db, tenantId);
  const conditions = [eq(universityInformation.tenantId, tenantId)];
  if (filter.informationType !== undefined) conditions.push(eq(universityInformation.informationType, filter.informationType));
  if (filter.universityId && filter.universityId !== info.universityId) {
    // Not the school: it must be one of the school's certification organisations.
    const organizationId = /^\d{1,10}$/.test(filter.universityId) ? Number(filter.universityId) : NaN;
    const [organization] = organizationId <= INT_MAX
      ? await db
          .select({ id: certificationOrganizations.id })
          .from(certificationOrganizations)
          .where(and(eq(certificationOrganizations.tenantId, tenantId), eq(certificationOrganizations.id, organizationId)))
          .limit(1)
      : [];
    if (!organization) throw notFound(`no school or certification organisation '${filter.universityId}' in this tenant`);
  }
  // Without a universityId the school's own tabs are meant, except for type 2, which lists every organisation's.
  const universityId = filter.universityId ?? (filter.informationType === 2 ? undefined : info.universityId);
  if (universityId) conditions.push(eq(universityInformation.universityId, universityId));
  const rows = await db
    .select()
    .from(universityInformation)
    .where(and(...conditions))
    .orderBy(universityInformation.informationType, ...bySeq(universityInformation.seq, universityInformation.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    name: row.title,
    content: row.content,
    informationType: row.informationType,
    universityId: row.universityId,
  }));
}

function parseMapData(data: string | Record<string, unknown> | undefined): Record<string, unknown> {
  if (data === undefined || data === '') return {};
  if (typeof data !== 'string') return data;
  const text = data.trim();
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw badRequest('data: not valid JSON');
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function registerSchoolRoutes(app: Api) {
  app.openapi(getInfoByTenantId, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').tenantId);
    return ok(c, await schoolInfoOf(c.get('deps').db, tenantId));
  });

  app.openapi(getDetailByTenantId, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').tenantId);
    const { tenantId: _tenant, ...business } = await businessSchoolOf(c.get('deps').db, tenantId);
    return ok(c, { tenantId, ...business });
  });

  app.openapi(getDomainByDomainType, async (c) => {
    const tenantId = await tenantOf(c);
    const { data } = c.req.valid('query');
    const [row] = await c
      .get('deps')
      .db.select()
      .from(schoolDomains)
      .where(and(eq(schoolDomains.tenantId, tenantId), eq(schoolDomains.domainType, data)))
      .limit(1);
    if (!row) throw notFound(`the school has no ${data} domain`);
    return ok(c, { domainType: data, domain: row.domain });
  });

  app.openapi(querySchoolBrowseCount, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').schoolId, 'schoolId');
    await requireUserOf(c, tenantId);
    const info = await findSchoolInfo(c.get('deps').db, tenantId);
    return ok(c, { schoolId: tenantId, browseCount: info.browseCount });
  });

  app.openapi(countSchoolVisit, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('json').schoolId, 'schoolId');
    const { db, config, now } = c.get('deps');
    // Over its network's cap a visit is not counted, and the count is answered as it stands: a
    // page's visit counter is no reason to show a visitor an error.
    const rate = { kind: 'visit' as const, subject: `ip:${clientIp(c)}`, cap: config.visitMinuteCapPerIp, windowMs: MINUTE_MS, now: now() };
    if (!(await takeFromCap(db, rate))) return ok(c, { schoolId: tenantId, browseCount: (await findSchoolInfo(db, tenantId)).browseCount });
    return ok(c, { schoolId: tenantId, browseCount: await countVisit(db, tenantId) });
  });

  app.openapi(getVisitCount, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').schoolId, 'schoolId');
    const info = await findSchoolInfo(c.get('deps').db, tenantId);
    return ok(c, { schoolId: tenantId, browseCount: info.browseCount });
  });

  app.openapi(queryUniversityInformation, async (c) => {
    const tenantId = await tenantOf(c);
    await requireUserOf(c, tenantId);
    return ok(c, await informationTabs(c, tenantId, c.req.valid('json')));
  });

  app.openapi(listUniversityInformation, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await informationTabs(c, tenantId, c.req.valid('query')));
  });

  app.openapi(saveClue, async (c) => {
    const tenantId = await tenantOf(c);
    const clue = c.req.valid('json');
    const { db, now } = c.get('deps');
    // Checked after the fields, so that a typo in the name does not use up the visitor's code.
    await consumeSmsCode(db, { tenantId, mobile: clue.mobile, code: clue.code, templateCode: 'VISITOR_MSG_VERIFY', now: now() });
    const [row] = await db
      .insert(clues)
      .values({ tenantId, clueId: clue.clueId, name: clue.name, mobile: clue.mobile, content: clue.content, createdTime: now() })
      .returning({ id: clues.id });
    return ok(c, { id: row!.id });
  });

  app.openapi(customerServicePage, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const tenantId = await tenantOf(c, model.tenantId, 'model.tenantId');
    const { db } = c.get('deps');
    const where = eq(serviceContacts.tenantId, tenantId);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(serviceContacts).where(where);
    const rows = await db
      .select()
      .from(serviceContacts)
      .where(where)
      .orderBy(...bySeq(serviceContacts.seq, serviceContacts.id))
      .limit(size)
      .offset((current - 1) * size);
    const records = rows.map(({ id, name, mobile, contactMobile, url }) => ({ id, name, mobile, contactMobile, url }));
    return ok(c, page(records, total, current, size));
  });

  app.openapi(getBusinesses, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').tenantId);
    const [tenant] = await c.get('deps').db.select({ businesses: tenants.businesses }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return ok(c, tenant?.businesses ?? '');
  });

  app.openapi(mapProxy, async (c) => {
    const { path, data } = c.req.valid('json');
    if (path.split('?')[0] !== MAP_IP_PATH) throw badRequest(`path: only ${MAP_IP_PATH} (IP location) is served offline`);
    const params = parseMapData(data);
    const requested = typeof params.ip === 'string' && params.ip.trim() ? params.ip.trim() : undefined;
    if (requested && isIP(normaliseIp(requested)) === 0) throw badRequest(`data.ip: '${requested}' is not an IP address`);
    // The caller as every per-network rule sees it; an in-process caller that names no one is this machine.
    const caller = clientIp(c);
    const ip = normaliseIp(requested ?? (caller === 'unknown' ? '127.0.0.1' : caller));
    const location = locateIp(ip);
    if (!location) throw notFound(`no location is known for ip ${ip} (the offline table covers local and documentation addresses)`);
    return ok(c, {
      status: 0,
      message: 'query ok',
      result: { ip, location: { lat: location.lat, lng: location.lng }, ad_info: { nation: location.nation, province: location.province, city: location.city } },
    });
  });
}
