// Who is asking, for which school: every route reads the caller's tenant and address here.
//
// The tenant. The tenantId header (or schoolId, its synonym; middleware.ts refused an unknown one)
// names the school a call acts in. Some calls also name it in a parameter (tenantId, schoolId,
// model.tenantId): build-time calls send both. One rule for all of them: a parameter that differs
// from the header is a client mistake, so a school's data is never read on behalf of another
// school's header; a parameter without a header selects the school (an unknown one is refused).
//
// The address. The app learns the caller's address in two ways:
// - the connection: when @hono/node-server serves the app, getConnInfo names the socket's peer;
//   when the app is called in-process (app.fetch: our site server does so, and so do the tests),
//   there is no connection, and the caller is this process itself, on this machine;
// - x-forwarded-for: our site server sets it to the browser's address (replacing what the browser
//   sent), as a proxy would. It is believed only from a loopback connection or in-process: a caller
//   reaching the API directly from elsewhere could write anything there.
import { z } from '@hono/zod-openapi';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { badRequest } from './envelope';
import { tenantExists } from './services/tenants';

/** The query (or body) that names the school a call acts in, for tenantOf. */
export const tenantIdQuery = z.object({ tenantId: z.string().max(64).optional().openapi({ description: 'The school; defaults to the tenantId header' }) });

/**
 * The tenant a call acts in: the header's, or the parameter `name` when no header names one.
 * A parameter that differs from the header is refused, naming the parameter.
 */
export async function tenantOf(c: Context<AppEnv>, parameter?: string | null, name = 'tenantId'): Promise<string> {
  const header = c.get('tenantId');
  const value = parameter?.trim() || undefined;
  if (value && header && value !== header) throw badRequest(`${name}: '${value}' differs from the tenantId header '${header}'`);
  if (value && !header && !(await tenantExists(c.get('deps').db, value, c.get('deps').now()))) throw badRequest(`${name}: unknown tenant '${value}'`);
  const tenantId = value ?? header;
  if (!tenantId) throw badRequest(`${name} is required (the tenantId header or the ${name} parameter)`);
  return tenantId;
}

// Longer than any IPv6 text; keeps a forged header from filling the table.
const MAX_LENGTH = 64;

/** The socket's peer, or undefined when there is no socket (an in-process call). */
export function connectionAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address || undefined;
  } catch {
    return undefined;
  }
}

/** 127.0.0.0/8 and ::1, in either notation (an IPv4-mapped IPv6 address included). */
export function isLoopback(address: string): boolean {
  const plain = address.trim().toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/** The x-forwarded-for entries, browser first, when the connection may be believed; else none. */
function forwardedAddresses(c: Context<AppEnv>): string[] {
  const connection = connectionAddress(c);
  if (connection !== undefined && !isLoopback(connection)) return [];
  const header = c.req.header('x-forwarded-for');
  if (header === undefined) return [];
  return header.split(',').map((entry) => entry.trim().slice(0, MAX_LENGTH));
}

/**
 * The caller's address, for per-network limits: the browser behind our site server, else the
 * socket's peer. In-process callers that name no browser (tests) share the bucket 'unknown'.
 */
export function clientIp(c: Context<AppEnv>): string {
  return forwardedAddresses(c)[0] || connectionAddress(c) || 'unknown';
}

/**
 * Whether the call comes from this machine: the connection, when there is one, is loopback, and
 * every address a forwarding hop names is loopback too (a browser elsewhere behind our site server
 * is not this machine). An in-process call that names no one is the process itself.
 */
export function isLoopbackCaller(c: Context<AppEnv>): boolean {
  const connection = connectionAddress(c);
  if (connection !== undefined && !isLoopback(connection)) return false;
  const header = c.req.header('x-forwarded-for');
  if (header === undefined) return true;
  return header.split(',').every((entry) => isLoopback(entry));
}
