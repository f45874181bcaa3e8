// `npm run publish -- --tenant ID --out DIR [--root dist]`: one school's built site as a
// self-contained folder for any static host or CDN bucket (scripts/lib/publish.ts). Build first.
import { parseArgs } from 'node:util';
import { readManifest } from '../src/server/manifest-file';
import { publishTenant } from './lib/publish';

const { values } = parseArgs({ options: { tenant: { type: 'string' }, out: { type: 'string' }, root: { type: 'string', default: process.env.PORTAL_DIST_DIR ?? 'dist' } } });
const manifest = readManifest(process.env.PORTAL_TENANTS_DIR ?? 'tenants');
const tenantIds = manifest.tenants.map((tenant) => tenant.id);
if (!values.tenant || !values.out || !tenantIds.includes(values.tenant)) {
  console.error(`usage: npm run publish -- --tenant ${tenantIds.join('|')} --out DIR [--root DIST]`);
  process.exit(2);
}
const result = publishTenant({ distDir: values.root, tenantId: values.tenant, tenantIds, outDir: values.out });
console.log(`publish: ${values.tenant} → ${values.out}: ${result.pages} pages, ${result.ownFiles} files of its own, ${result.sharedFiles.length} shared files`);
