// The school's service contacts (spec 1 §7.3): the phone numbers and WeChat QR images of the
// customer-service panel.
import { z } from '@hono/zod-openapi';
import type { Api } from '../context';
import { ok, okResponse, pageOf, pageRequest } from '../envelope';
import { tenantOf } from '../request';
import { serviceContactPage } from '../services/customer-service';
import { component, routesTagged } from './declare';

const declareRoute = routesTagged('school');

const ServiceContact = component('ServiceContact', { id: z.number().int(), name: z.string().nullable(), mobile: z.string().nullable(), contactMobile: z.string().nullable(), url: z.string().nullable().openapi({ description: 'QR image' }) });

const customerServicePage = declareRoute('post', '/api/universityAdvertise/anyUser/customerService/page', {
  summary: "The school's service contacts (phone and WeChat QR image)",
  request: {
    body: {
      content: { 'application/json': { schema: pageRequest.extend({ model: z.object({ tenantId: z.string().max(64).optional() }).default({}) }) } },
      required: true,
    },
  },
  responses: okResponse(pageOf(ServiceContact)),
});

export function registerCustomerServiceRoutes(app: Api) {
  app.openapi(customerServicePage, async (c) => {
    const { current, size, model } = c.req.valid('json');
    const tenantId = await tenantOf(c, model.tenantId, 'model.tenantId');
    return ok(c, await serviceContactPage(c.get('deps').db, tenantId, { current, size }));
  });
}
