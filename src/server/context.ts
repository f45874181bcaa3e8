// What every handler can reach through the Hono context.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { ClassListCache } from './services/class-list-cache';
import type { PasswordSlots } from './services/password-slot-types';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The clock, injectable so that expiry rules can be tested without waiting. */
  now: () => Date;
  /** The random source of SMS codes and captcha texts, injectable as the clock is so that a test knows the next one; secure random digits unless given. */
  digits?: (length: number) => string;
  /** Password hashing within its concurrency caps; createApp makes one from the config when none is given (tests inject a slow check). */
  passwordSlots?: PasswordSlots;
  /** Where the request log's lines go (request-log.ts); stdout unless given. */
  log?: (line: string) => void;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps & { passwordSlots: PasswordSlots; digits: (length: number) => string; classLists: ClassListCache };
    /** From the tenantId (or schoolId) header; undefined when the call names no tenant. */
    tenantId: string | undefined;
  };
}

export type Api = OpenAPIHono<AppEnv>;
