// Starts the reference platform API: opens the database (PGlite or DATABASE_URL), applies the
// migrations, seeds the demo tenants on first start, and serves HTTP.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';

export async function startServer(options: { port: number; hostname?: string; config?: ServerConfig }) {
  const config = options.config ?? loadConfig();
  const handle = await openDatabase(config);
  await handle.migrate();
  const seeded = await seedDatabase(handle.db, config.tenantsDir);
  if (seeded.length > 0) console.log(`api: seeded ${seeded.join(', ')}`);
  const app = createApp({ db: handle.db, config, now: () => new Date() });
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? '127.0.0.1' });
  console.log(`api: listening on http://${options.hostname ?? '127.0.0.1'}:${options.port} (${handle.kind}${config.dev ? ', PORTAL_DEV=1' : ''})`);
  return {
    app,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    },
  };
}
