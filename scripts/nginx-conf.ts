// `npm run nginx:conf -- --out FILE [--root dist] [--api http://127.0.0.1:8787] [--listen 8080] [--state DIR]`:
// writes an nginx configuration serving the built sites (scripts/lib/nginx-config.ts). Run it after
// every build: the pages' CSP lists the hashes of the inline scripts built. Several API processes
// (npm run api -- --workers N): --api once per address, or the addresses comma-separated; nginx
// balances them with passive health checks and retries idempotent calls only.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readManifest } from '../src/server/manifest-file';
import { apiOrigins, nginxConfig } from './lib/nginx-config';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    root: { type: 'string', default: process.env.PORTAL_DIST_DIR ?? 'dist' },
    api: { type: 'string', multiple: true, default: ['http://127.0.0.1:8787'] },
    listen: { type: 'string', default: '8080' },
    state: { type: 'string' },
    tenants: { type: 'string', default: process.env.PORTAL_TENANTS_DIR ?? 'tenants' },
  },
});
if (!values.out) {
  console.error('usage: npm run nginx:conf -- --out FILE [--root DIST] [--api URL[,URL…]]… [--listen PORT] [--state DIR]');
  process.exit(2);
}
const out = path.resolve(values.out);
// The pid file, logs and temporary files: beside the configuration unless told, so nginx runs as any user.
const stateDir = path.resolve(values.state ?? path.join(path.dirname(out), 'nginx-state'));
mkdirSync(stateDir, { recursive: true });
mkdirSync(path.dirname(out), { recursive: true });
const api = apiOrigins(values.api);
writeFileSync(out, nginxConfig({ manifest: readManifest(values.tenants), distDir: values.root, api, listen: values.listen, stateDir }));
console.log(`nginx:conf: wrote ${out} (root ${path.resolve(values.root)}, api ${api.join(' ')}, listen ${values.listen}); check it with nginx -t -c ${out}`);
