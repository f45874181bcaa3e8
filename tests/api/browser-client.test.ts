// The page's client (src/api/browser-client.ts): the caller read from the stores, messages shown as
// toasts, a token code ending the stored session. Kept apart from client.test.ts, which tests the
// shared behaviour with no store loaded.
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient } from '../../src/api/browser-client';
import { call } from '../../src/api/client';
import { $session, ensureVisitor, signIn, signOut } from '../../src/stores/session';
import { setTenant } from '../../src/stores/tenant';
import { $toasts } from '../../src/stores/ui';
import { appFetch, BASE, json, rejection, SYSTEM_BUSY, TENANT_BY_PRE_DOMAIN, type LooseClient } from './support/client-calls';
import { useTestServer } from './support/test-server';


const server = useTestServer();
beforeAll(async () => {
  useTestStorageEngine();
});

describe('the browser client', () => {
  const assign = vi.fn();
  beforeEach(() => {
    cleanTestStorage();
    $toasts.set([]);
    assign.mockReset();
    vi.stubGlobal('window', { location: { origin: BASE, assign } });
    setTenant({ tenantId: 'demo', locale: 'zh-CN' });
    signOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored tenant and token', async () => {
    signIn({ userId: 'u1', token: 'tok-browser' });
    const { sent, fetch } = appFetch(server);
    await call(createBrowserClient({ fetch }).GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'beta' } } }));
    expect(sent[0]!.url.startsWith(`${BASE}/api/`)).toBe(true);
    expect(sent[0]!.headers.get('tenantId')).toBe('demo');
    expect(sent[0]!.headers.get('token')).toBe('tok-browser');
  });

  it('shows a refused call as an error toast', async () => {
    const { fetch } = appFetch(server);
    await rejection(call(createBrowserClient({ fetch }).GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'nope' } } })));
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: "no tenant has the pre-domain 'nope'" }]);
  });

  it('shows the server’s refusal in the tenant’s language', async () => {
    signIn({ userId: 'u1', token: 'x'.repeat(43) });
    const { fetch } = appFetch(server);
    await rejection(call(createBrowserClient({ fetch }).POST('/api/oauth/appUser/getUserInfo')));
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: '登录已失效，请重新登录' }]);
  });

  it('shows "system busy" as a toast in the tenant’s language', async () => {
    setTenant({ tenantId: 'demo', locale: 'en' });
    const client = createBrowserClient({ fetch: async () => new Response('Bad Gateway', { status: 502 }) });
    await rejection(call(client.GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'demo' } } })));
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]!.message).not.toBe(SYSTEM_BUSY);
  });

  it('on a token code clears the token and the visitor id, shows the message and goes to /login', async () => {
    ensureVisitor();
    signIn({ userId: 'u1', token: 'stale' });
    const client = createBrowserClient({ fetch: async () => json(401, { code: 40001, msg: 'a token is required', data: null }) }) as unknown as LooseClient;
    await rejection(call(client.POST('/api/oauth/appUser/getUserInfo') as never));
    expect($session.get()).toMatchObject({ token: '', tokenExpireTime: '', uuid: '', userId: 'u1' });
    expect($toasts.get()).toMatchObject([{ kind: 'error', message: 'a token is required' }]);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('quiet, only rejects: no toast and no trip to /login, and a token code still ends the stored session', async () => {
    ensureVisitor();
    signIn({ userId: 'u1', token: 'stale' });
    const { fetch } = appFetch(server);
    await rejection(call(createBrowserClient({ fetch, quiet: true }).GET(TENANT_BY_PRE_DOMAIN, { params: { query: { data: 'nope' } } })));
    const client = createBrowserClient({ quiet: true, fetch: async () => json(401, { code: 40005, msg: 'the token has expired', data: null }) }) as unknown as LooseClient;
    await rejection(call(client.POST('/api/oauth/appUser/getUserInfo') as never));
    expect($toasts.get()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect($session.get()).toMatchObject({ token: '', uuid: '', userId: 'u1' });
  });

  it('leaves the stored session alone when the refused token is one the call brought itself', async () => {
    ensureVisitor();
    signIn({ userId: 'u1', token: 'kept' });
    const client = createBrowserClient({ quiet: true, fetch: async () => json(401, { code: 40009, msg: 'the token was revoked', data: null }) }) as unknown as LooseClient;
    await rejection(call(client.POST('/api/oauth/appUser/getUserInfo', { headers: { token: 'handed-over' } }) as never));
    expect($session.get().token).toBe('kept');
    expect($session.get().uuid).not.toBe('');
  });
});
