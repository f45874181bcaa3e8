// The caller's address, for per-network limits. Behind the site server or a proxy, the first
// x-forwarded-for entry is the browser; otherwise the socket's peer. Outside Node (tests call the
// app directly) there is no socket, and all such callers share the bucket 'unknown'.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context';

// Longer than any IPv6 text; keeps a forged header from filling the table.
const MAX_LENGTH = 64;

export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, MAX_LENGTH);
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address;
  } catch {
    // No Node socket behind this request.
  }
  return 'unknown';
}
