// The school's information tabs (spec 1 §7.4): the project, its training and certification
// organisations, and the login form's agreements.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse } from '../envelope';
import { tenantOf } from '../request';
import { requireUserOf } from '../services/current-user';
import { INFORMATION_TYPES, informationTabs } from '../services/information';
import { component, jsonBody, readCall, routesTagged } from './declare';

const declareRoute = routesTagged('school');

// ── Shapes ────────────────────────────────────────────────────────────────────────────────

const InformationTab = component('InformationTab', {
  id: z.number().int(),
  title: z.string(),
  name: z.string().openapi({ description: 'The same as title' }),
  content: z.string().openapi({ description: 'HTML' }),
  informationType: z.number().int().openapi({ description: INFORMATION_TYPES }),
  universityId: z.string().openapi({ description: "The school's universityId, or for type 2 the certification organisation's id" }),
});

const informationFilter = z.object({
  informationType: z.coerce.number().int().min(0).max(4).optional().openapi({ description: INFORMATION_TYPES }),
  universityId: z.string().max(64).optional(),
});

// ── Routes ────────────────────────────────────────────────────────────────────────────────

const queryUniversityInformation = declareRoute('post', '/api/universityAdvertise/anyBiz/universityInformation/query', {
  summary: "The school's information tabs (token needed)",
  request: jsonBody(informationFilter),
  responses: okResponse(z.array(InformationTab)),
});

const listUniversityInformation = declareRoute('get', '/api/universityAdvertise/anyUser/universityInformation/list', {
  summary: 'Information tabs by informationType and universityId',
  description: "Path ours (spec 1 §7.4: information tabs by informationType and universityId). universityId defaults to the school's.",
  ...readCall(informationFilter, z.array(InformationTab)),
});

// ── Handlers ──────────────────────────────────────────────────────────────────────────────

export function registerInformationRoutes(app: Api) {
  app.openapi(queryUniversityInformation, async (c) => {
    const tenantId = await tenantOf(c);
    await requireUserOf(c, tenantId);
    return ok(c, await informationTabs(c.get('deps').db, tenantId, c.req.valid('json')));
  });

  app.openapi(listUniversityInformation, async (c) => {
    const tenantId = await tenantOf(c);
    return ok(c, await informationTabs(c.get('deps').db, tenantId, c.req.valid('query')));
  });
}
