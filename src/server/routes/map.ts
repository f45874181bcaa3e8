// The map proxy (spec 1 §7.7): the maps service's IP location, answered offline from a built-in
// table, for the caller's address or the one it names.
import { z } from '@hono/zod-openapi';
import { isIP } from 'node:net';
import type { Api } from '../context';
import { badRequest, notFound, ok, okResponse } from '../envelope';
import { clientIp } from '../request';
import { locateIp, normaliseIp } from '../services/ip-location';
import { component, routesTagged } from './declare';

const declareRoute = routesTagged('school');

const MAP_IP_PATH = '/ws/location/v1/ip';
const MapLocation = component('MapLocation', {
  status: z.number().int(),
  message: z.string(),
  result: z.object({
    ip: z.string(),
    location: z.object({ lat: z.number(), lng: z.number() }),
    ad_info: z.object({ nation: z.string(), province: z.string(), city: z.string() }),
  }),
});

const mapProxy = declareRoute('post', '/api/system/anyTenant/mapProxy', {
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

export function registerMapRoutes(app: Api) {
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
