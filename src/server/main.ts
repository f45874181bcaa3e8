// Starts the reference platform API: opens the database (PGlite or DATABASE_URL), applies the
// migrations, seeds the demo tenants on first start, and serves HTTP.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createApp } from './app';
import { loadConfig, xsktKeyProblem, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import { OWASP_COST, TEST_SEED_COST } from './services/passwords';

export async function startServer(options: { port: number; hostname?: string; config?: ServerConfig }) {
  const config = options.config ?? loadConfig();
  const problem = xsktKeyProblem(config);
  if (problem) throw new Error(`api: refusing to start: ${problem}`);
  const handle = await openDatabase(config);
  const passwordCost = config.testSeedPasswords ? TEST_SEED_COST : OWASP_COST;
  // Several processes may start on one PostgreSQL at once (npm run api -- --workers N): one migrates
  // and seeds while the others wait, then find the work done.
  const seeded = await handle.alone(async () => {
    await handle.migrate();
    return seedDatabase(handle.db, config.tenantsDir, new Date(), { passwordCost });
  });
  if (seeded.length > 0) console.log(`api: seeded ${seeded.join(', ')}${config.testSeedPasswords ? ' (demo passwords at the test cost: in-memory database)' : ''}`);
  const app = createApp({ db: handle.db, config, now: () => new Date() });
  // Resolved once the socket is bound: a caller told "listening" (npm run api's supervisor) can connect at once.
  let server!: ReturnType<typeof serve>;
  await new Promise<void>((resolve, reject) => {
    server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? '127.0.0.1' }, () => resolve());
    server.once('error', reject);
  });
  answerMalformedRequests(server as Server);
  console.log(`api: listening on http://${options.hostname ?? '127.0.0.1'}:${options.port} (${handle.kind}${config.dev ? ', PORTAL_DEV=1' : ''})`);
  return {
    app,
    db: handle.db,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}

/**
 * Requests Node's HTTP parser refuses (a NUL or another control byte in a header, a bad request
 * line, headers too large) never reach the app; without this, Node answers a bare 4xx, no envelope.
 */
export function answerMalformedRequests(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that went away mid-request needs no answer.
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const [status, msg] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'the request headers are too large']
        : [400, 'the request is not valid HTTP (a header holds a forbidden byte such as NUL, or the request line is malformed)'];
    const body = JSON.stringify({ code: status, msg, data: null });
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(`HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
  });
}
