// What a school's pages are made of, as one digest: the code that renders them (its build version)
// and everything the build fetched for the school, with its manifest entry. `npm run build --
// --changed` rebuilds a school only when this differs from the digest kept beside its output.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file beside a school's output (dist/<tenantId>/) that holds the digest of its last build. */
export const DIGEST_FILE = '.content-digest';

/** What renders the pages: a change to any of these rebuilds every school. */
const CODE_PATHS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'scripts/lib/build-sites.ts', 'scripts/lib/school-content.ts'];

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/** The build version: a hash of the names and bytes of every file that renders the pages. */
export function codeVersion(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const file of CODE_PATHS.flatMap((relative) => filesUnder(root, relative))) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** JSON with object keys sorted, so the same content always digests the same whatever its key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : item,
  );
}

export function contentDigest({ codeVersion, tenant, content }: { codeVersion: string; tenant: unknown; content: unknown }): string {
  return createHash('sha256').update(codeVersion).update('\0').update(stableJson(tenant)).update('\0').update(stableJson(content)).digest('hex');
}

/** A one-line mark a build leaves in a school's folder of distDir (file); undefined when there is none. */
export function readBuildMark(distDir: string, tenantId: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, tenantId, file), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function writeBuildMark(distDir: string, tenantId: string, file: string, mark: string) {
  writeFileSync(path.join(distDir, tenantId, file), `${mark}\n`);
}

/** The digest of the school's last build in distDir; undefined when it was never built (or by an older build). */
export const readDigest = (distDir: string, tenantId: string) => readBuildMark(distDir, tenantId, DIGEST_FILE);

export const writeDigest = (distDir: string, tenantId: string, digest: string) => writeBuildMark(distDir, tenantId, DIGEST_FILE, digest);
