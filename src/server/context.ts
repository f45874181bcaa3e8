// What every handler can reach through the Hono context.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerConfig } from './config';
import type { Database } from './db/client';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The clock, injectable so that expiry rules can be tested without waiting. */
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** From the tenantId (or schoolId) header; undefined when the call names no tenant. */
    tenantId: string | undefined;
  };
}

export type Api = OpenAPIHono<AppEnv>;
