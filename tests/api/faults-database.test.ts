// Faults: the database out of reach for a while (PostgreSQL only: a TCP proxy between the API and
// the server is cut and restored). Every call answers at once with a 503 envelope that says so,
// changes nothing, and the API serves again by itself when the database is back.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/envelope';
import { createThrowAwayDatabase, createTestServer, type TestServer } from './support/test-server';

const databaseUrl = process.env.DATABASE_URL;

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function databaseProxy(target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const database = connect(Number(target.port), target.hostname);
        for (const socket of [client, database]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(database).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

describe.skipIf(!databaseUrl)('the database unavailable for a while (PostgreSQL)', () => {
  let server: TestServer;
  let proxy: ReturnType<typeof databaseProxy>;
  let database: Awaited<ReturnType<typeof createThrowAwayDatabase>>;
  let token: string;

  beforeAll(async () => {
    database = await createThrowAwayDatabase(databaseUrl!);
    const direct = new URL(database.url);
    proxy = databaseProxy(direct);
    await proxy.listen();
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    server = await createTestServer({ databaseUrl: proxied.toString() });
    ({ token } = await signIn(server));
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const schoolInfo = () => server.json('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId?tenantId=demo');

  it('answers 503 with a message while the database is out of reach, and serves again once it is back', async () => {
    expect((await schoolInfo()).status).toBe(200);
    await proxy.cut();

    const read = await schoolInfo();
    expect(read.status).toBe(503);
    expect(read.body).toEqual({ code: 503, msg: 'the service is briefly unavailable: nothing was changed, try again in a moment', data: null });
    const write = await server.json('/api/oauth/app/token/logout', { method: 'POST', token });
    expect(write.status).toBe(503);

    await proxy.restore();
    expect((await schoolInfo()).status).toBe(200);
    // The logout that failed did nothing: the token still works.
    expect((await server.json('/api/oauth/appUser/getUserInfo', { method: 'POST', token })).body.code).toBe(0);
  });

  it('in Chinese for a Chinese reader', async () => {
    await proxy.cut();
    const { status, body } = await server.json('/api/universityAdvertise/anyUser/university/info/getInfoByTenantId?tenantId=demo', { headers: { 'accept-language': 'zh-CN' } });
    await proxy.restore();
    expect(status).toBe(503);
    expect(body.msg).toBe('服务暂时不可用，本次操作未生效，请稍后再试');
  });
});
