import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../src/server/db/schema';
import { TENANT_KNOWN_MS } from '../../src/server/services/tenants';
import { useTestServer } from './support/test-server';

const server = useTestServer();

describe('shared request behaviour', () => {
  it('refuses a call without the client credentials, in the envelope', async () => {
    const response = await server.app.request('/api/system/anyTenant/defTenant/getTenantByPreDomain?data=demo');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, msg: expect.stringMatching(/client credentials/), data: null });
  });

  it('refuses wrong client credentials', async () => {
    const { status } = await server.json('/api/system/anyTenant/defTenant/getTenantByPreDomain?data=demo', {
      headers: { authorization: 'Basic d3Jvbmc6d3Jvbmc=' },
    });
    expect(status).toBe(401);
  });

  it('refuses an unknown tenant header and names it', async () => {
    const { status, body } = await server.json('/api/system/anyTenant/defTenant/getTenantByPreDomain?data=demo', { tenantId: 'nope' });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/unknown tenant 'nope'/);
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const { status, body } = await server.json('/api/no/such/path');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
  });

  it('serves the contract without client credentials', async () => {
    const response = await server.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect((await response.json()).openapi).toMatch(/^3\./);
  });
});

describe('GET /api/system/anyTenant/defTenant/getTenantByPreDomain', () => {
  it('finds each demo tenant by its pre-domain, accepting the _t timestamp', async () => {
    const demo = await server.json(`/api/system/anyTenant/defTenant/getTenantByPreDomain?data=demo&_t=${Date.now()}`, { tenantId: null });
    expect(demo.status).toBe(200);
    expect(demo.body).toMatchObject({ code: 0, data: { tenantId: 'demo', preDomain: 'demo', locale: 'zh-CN' } });
    const beta = await server.json('/api/system/anyTenant/defTenant/getTenantByPreDomain?data=BETA', { tenantId: null });
    expect(beta.body.data).toMatchObject({ tenantId: 'beta', locale: 'en' });
  });

  it('answers 404 with a clear message for an unknown pre-domain', async () => {
    const { status, body } = await server.json('/api/system/anyTenant/defTenant/getTenantByPreDomain?data=nowhere');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: "no tenant has the pre-domain 'nowhere'", data: null });
  });

  it('names the missing parameter when data is absent', async () => {
    const { status, body } = await server.json('/api/system/anyTenant/defTenant/getTenantByPreDomain');
    expect(status).toBe(400);
    expect(body.msg).toMatch(/^data: /);
  });
});

describe('GET /api/system/anyTenant/defTenant/domainSuffixes', () => {
  it('lists the manifest\'s domain suffixes', async () => {
    const { body } = await server.json('/api/system/anyTenant/defTenant/domainSuffixes');
    expect(body.data).toContain('.localhost');
  });
});

describe('the tenant header check, remembered for a short time', () => {
  const path = '/api/system/anyTenant/defTenant/getTenantByPreDomain?data=demo';

  it('accepts a tenant added after a refusal at once, and refuses a removed one once the memory expires', async () => {
    expect((await server.json(path, { tenantId: 'gamma' })).status).toBe(400);
    await server.db.insert(tenants).values({ id: 'gamma', preDomain: 'gamma', name: 'Gamma', locale: 'en' });
    expect((await server.json(path, { tenantId: 'gamma' })).status).toBe(200);

    await server.db.delete(tenants).where(eq(tenants.id, 'gamma'));
    expect((await server.json(path, { tenantId: 'gamma' })).status).toBe(200);
    server.clock.advance(TENANT_KNOWN_MS + 1);
    const { status, body } = await server.json(path, { tenantId: 'gamma' });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/unknown tenant 'gamma'/);
  });

  it('never lets a remembered tenant stand for another one', async () => {
    expect((await server.json(path, { tenantId: 'demo' })).status).toBe(200);
    expect((await server.json(path, { tenantId: 'demo2' })).status).toBe(400);
    expect((await server.json(path, { tenantId: 'DEMO' })).status).toBe(400);
  });
});
