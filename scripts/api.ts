// `npm run api`: the reference platform API on its own (port 8787 unless PORT is set).
import { startServer } from '../src/server/main';

const server = await startServer({ port: Number(process.env.PORT ?? 8787), hostname: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
