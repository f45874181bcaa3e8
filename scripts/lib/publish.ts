// One school's site as a self-contained folder (issue 15 item 2): its own pages from
// dist/<tenantId>/ and exactly the shared files they reference from the dist root (bundles under
// /_astro/, public/ media), followed transitively through the CSS (url(), @import) and the
// JavaScript (static and dynamic imports, relative to the chunk) they load. Ready for any static
// host or CDN bucket: nothing of another school, nothing unreferenced.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files whose text may name other files. */
const TEXT = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/**
 * A local address in any text: after a quote, a parenthesis, '=', a comma or a space (srcset), a
 * root-relative path or a ./ ../ relative one. What does not name a file of the build is dropped.
 */
const REFERENCE = /["'`(=,\s]((?:\.{1,2}\/|\/)(?!\/)[^"'`()\s,<>?#\\]+)/g;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

export interface PublishResult {
  pages: number;
  ownFiles: number;
  sharedFiles: string[];
}

/** Writes `outDir` afresh with the school's files; answers what it holds. */
export function publishTenant({ distDir, tenantId, tenantIds, outDir }: { distDir: string; tenantId: string; tenantIds: readonly string[]; outDir: string }): PublishResult {
  const root = path.resolve(distDir);
  const tenantRoot = path.join(root, tenantId);
  if (!existsSync(tenantRoot)) throw new Error(`no built site for '${tenantId}' in ${root}: build it first (npm run build -- --tenant ${tenantId})`);
  const isTenantFolder = (segment: string) => tenantIds.some((id) => segment === id || segment.startsWith(`${id}.`));

  /** The shared file an address names, relative to the dist root, or undefined. */
  const sharedFile = (address: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(address);
    } catch {
      return undefined;
    }
    const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
    const [first = ''] = relative.split('/');
    if (!relative || relative.startsWith('..') || first.startsWith('.') || isTenantFolder(first)) return undefined;
    // A directory address ('/mobile-preview/') is its index page.
    return [relative, path.posix.join(relative, 'index.html')].find((candidate) => isFile(path.join(root, candidate)));
  };

  const shared = new Set<string>();
  const queue: { file: string; url: string }[] = [];
  const ownFiles = [...filesUnder(tenantRoot)].filter((file) => !path.relative(tenantRoot, file).split(path.sep).some((segment) => segment.startsWith('.')));
  for (const file of ownFiles) queue.push({ file, url: `/${path.relative(tenantRoot, file).split(path.sep).join('/')}` });
  while (queue.length > 0) {
    const { file, url } = queue.pop()!;
    if (!TEXT.has(path.extname(file).toLowerCase())) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, address = ''] of text.matchAll(REFERENCE)) {
      const absolute = address.startsWith('/') ? address : path.posix.join(path.posix.dirname(url), address);
      const relative = sharedFile(absolute);
      if (!relative || shared.has(relative)) continue;
      shared.add(relative);
      queue.push({ file: path.join(root, relative), url: `/${relative}` });
    }
  }

  const out = path.resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(tenantRoot, out, { recursive: true, filter: (source) => !path.basename(source).startsWith('.') });
  for (const relative of shared) {
    // With the copies the build compressed, for hosts that serve them.
    for (const variant of [relative, `${relative}.gz`, `${relative}.br`]) {
      if (!isFile(path.join(root, variant))) continue;
      mkdirSync(path.dirname(path.join(out, variant)), { recursive: true });
      cpSync(path.join(root, variant), path.join(out, variant));
    }
  }
  return { pages: ownFiles.filter((file) => file.endsWith('.html')).length, ownFiles: ownFiles.length, sharedFiles: [...shared].sort() };
}
