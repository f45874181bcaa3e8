// The contract as generated from the route declarations: no database is touched, the routes
// are only declared.
import { createApp, OPENAPI_INFO } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';

export function openApiDocument() {
  const app = createApp({ db: undefined as unknown as Database, config: loadConfig({}), now: () => new Date() });
  return app.getOpenAPIDocument(OPENAPI_INFO);
}
