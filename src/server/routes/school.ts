// The school (spec 1 §7.3): its profile and business profile, its other front ends and its
// visit counts.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { clientIp, tenantIdQuery, tenantOf } from '../request';
import { requireUserOf } from '../services/current-user';
import { businessSchoolOf, schoolDomainOf, schoolInfoOf, visitCountOf, visitSchool } from '../services/school';
import { component, jsonBody, readCall, routesTagged } from './declare';

const declareRoute = routesTagged('school');

const schoolIdQuery = z.object({ schoolId: z.string().max(64).optional().openapi({ description: 'The school (tenant id); defaults to the tenantId header' }) });

// ── Shapes ────────────────────────────────────────────────────────────────────────────────

/** Where a service point or the school is on the map (null when not placed): what the site's distances start from. */
const coordinates = { latitude: z.number().nullable(), longitude: z.number().nullable() };

const ServicePoint = component('ServicePoint', {
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
  ...coordinates,
});

const CertificationOrganization = component('CertificationOrganization', {
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  orgType: z.string().openapi({ description: 'CERTIFICATION, or another value for an issuing body' }),
  certificationType: z.enum(['INTERNATIONAL', 'COUNTRY', 'COMPANY', 'INDUSTRY', 'PROVINCE', 'CITY']),
  serviceScope: z.string().nullable(),
  features: z.string().nullable(),
});

const SchoolInfo = component('SchoolInfo', {
  id: z.number().int(),
  tenantId: z.string(),
  universityId: z.string(),
  projectName: z.string(),
  universityName: z.string(),
  logo: z.string().nullable(),
  address: z.string().nullable(),
  ...coordinates,
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
});

const BusinessSchool = component('BusinessSchool', {
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
});

const DOMAIN_TYPES = ['PC', 'H5', 'ADMIN', 'PROMOTION'] as const;
const SchoolDomain = component('SchoolDomain', { domainType: z.enum(DOMAIN_TYPES), domain: z.string() });

const VisitCount = component('VisitCount', { schoolId: z.string(), browseCount: z.number().int() });

// ── Routes ────────────────────────────────────────────────────────────────────────────────

const getInfoByTenantId = declareRoute('get', '/api/universityAdvertise/anyUser/university/info/getInfoByTenantId', {
  summary: "The school's profile with its service points and certification organisations",
  ...readCall(tenantIdQuery, SchoolInfo),
});

const getDetailByTenantId = declareRoute('get', '/api/universityAdvertise/anyBiz/buSchool/getDetailByTenantId', {
  summary: "The school's business profile",
  ...readCall(tenantIdQuery, BusinessSchool),
});

const getDomainByDomainType = declareRoute('get', '/api/universityAdvertise/anyBiz/buSchool/getDomainByDomainType', {
  summary: "The address of one of the school's front ends",
  description: 'data: PC (this site), H5 (the mobile web app of the phone-frame preview), ADMIN (management backend login), PROMOTION (promotion-partner login).',
  ...readCall(z.object({ data: z.enum(DOMAIN_TYPES) }), SchoolDomain),
});

const querySchoolBrowseCount = declareRoute('get', '/api/search/anyBiz/performanceStat/querySchoolBrowseCount', {
  summary: "The school's visit count (token needed)",
  ...readCall(schoolIdQuery, VisitCount),
});

const countSchoolVisit = declareRoute('post', '/api/search/anyone/performanceStat/visit', {
  summary: 'Counts a visit of the school and answers the new visit count',
  description: 'Path ours (spec 1 §7.7: visit count by schoolId). Public. A network counts at most 30 visits a minute (PORTAL_VISIT_IP_MINUTE_CAP); beyond, the count is answered uncounted.',
  request: jsonBody(schoolIdQuery),
  responses: okResponse(VisitCount),
});

const getVisitCount = declareRoute('get', '/api/search/anyone/performanceStat/visitCount', {
  summary: "The school's visit count",
  description: 'Path ours (spec 1 §7.7: visit count by schoolId). Public.',
  ...readCall(schoolIdQuery, VisitCount),
});

// ── Handlers ──────────────────────────────────────────────────────────────────────────────

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
    return ok(c, { domainType: data, domain: await schoolDomainOf(c.get('deps').db, tenantId, data) });
  });

  app.openapi(querySchoolBrowseCount, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').schoolId, 'schoolId');
    await requireUserOf(c, tenantId);
    return ok(c, { schoolId: tenantId, browseCount: await visitCountOf(c.get('deps').db, tenantId) });
  });

  app.openapi(countSchoolVisit, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('json').schoolId, 'schoolId');
    const { db, config, now } = c.get('deps');
    const browseCount = await visitSchool(db, tenantId, { subject: `ip:${clientIp(c)}`, cap: config.visitMinuteCapPerIp, now: now() });
    return ok(c, { schoolId: tenantId, browseCount });
  });

  app.openapi(getVisitCount, async (c) => {
    const tenantId = await tenantOf(c, c.req.valid('query').schoolId, 'schoolId');
    return ok(c, { schoolId: tenantId, browseCount: await visitCountOf(c.get('deps').db, tenantId) });
  });
}
