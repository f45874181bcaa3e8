// `npm run mark -- [--tenant ID]`: the operator marks every attempt pending marking on the
// configured database (DATABASE_URL, else the embedded PGlite data folder, as `npm run api` uses),
// so review screens have marked attempts to show. Short answers get the key-word mark of
// src/lib/exam/marking.ts (the share of the reference answer's key words found, rounded down to
// half a point); objective answers not yet scored are scored as on submit. Prints how many it marked.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { markPendingAttempts } from '../src/server/services/exam/marking';

/** Marks the pending attempts of `tenantId` (every school without one); answers how many. */
export function markAttempts(db: Database, options: { tenantId?: string; now?: Date } = {}): Promise<number> {
  return markPendingAttempts(db, { tenantId: options.tenantId, now: options.now ?? new Date() });
}

/** --tenant ID or --tenant=ID. */
export function tenantArgument(argv: readonly string[]): string | undefined {
  for (const [index, arg] of argv.entries()) {
    if (arg === '--tenant') {
      const value = argv[index + 1];
      if (!value || value.startsWith('--')) throw new Error('--tenant needs a tenant id');
      return value;
    }
    if (arg.startsWith('--tenant=')) return arg.slice('--tenant='.length) || undefined;
  }
  return undefined;
}

async function main() {
  const tenantId = tenantArgument(process.argv.slice(2));
  const handle = await openDatabase(loadConfig());
  try {
    await handle.migrate();
    const marked = await markAttempts(handle.db, { tenantId });
    console.log(`mark: marked ${marked} attempt${marked === 1 ? '' : 's'}${tenantId ? ` of ${tenantId}` : ''}`);
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`mark: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
