// Builds the static sites of some or all schools. First every selected school's content is fetched
// from its API, a few schools at a time, and digested (scripts/lib/school-content.ts,
// content-digest.ts); then ONE Astro build renders every school that is to be built (its pages per
// tenant through the [tenant] route parameter, the islands bundled once, shared by all), and each
// school's output moves into dist/<tenantId>/ without touching the other schools' folders.
//
// A school whose content fetch fails is reported with its reason and not rendered: its last output
// stays as it was, and the others are built. With `changed`, a school whose digest equals its last
// build's is not rendered either; when no school is left, Astro does not run at all. With an
// operator key, a school whose content revision is its last build's is not even fetched
// (content-revisions.ts).
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { TenantEntry, TenantsManifest } from '../../src/lib/manifest';
import type { BuildContent } from '../../src/site/build/tenants';
import { planBuild, type BuildPlan } from './build-plan';
import { BuildProgress, type ProgressOutput } from './build-progress';
import { codeVersion, contentDigest, readDigest, writeDigest } from './content-digest';
import { readRevisionKey, revisionKeys, writeRevisionKey } from './content-revisions';
import { copyChanged } from './copy-changed';
import { writeCspSources } from './csp-sources';
import { precompress } from './precompress';
import { fetchAllContent } from './school-content';
import { writeStudyWorkers } from './study-worker';

export interface BuildSitesOptions {
  manifest: TenantsManifest;
  /** Tenant ids to build; all of the manifest's when empty. */
  only?: string[];
  /** Rebuild only the schools whose content digest changed since their last build. */
  changed?: boolean;
  distDir?: string;
  /** Overrides every tenant's apiBase for this build (tests and `npm start` use the embedded API). */
  apiBase?: string;
  /** The API's operator key (PORTAL_OPERATOR_KEY): asks for content revisions, so --changed skips unchanged schools unfetched. */
  operatorKey?: string;
  /** Where progress goes; process.stdout by default. */
  output?: ProgressOutput;
  /** Progress as lines instead (no status line); `() => {}` silences it. */
  log?: (line: string) => void;
}

export interface BuildSitesResult extends BuildPlan {
  /** Pages rendered, all schools together. */
  pages: number;
  seconds: number;
}

export function selectTenants(manifest: TenantsManifest, only: string[] = []): TenantEntry[] {
  if (only.length === 0) return manifest.tenants;
  const unknown = only.filter((id) => !manifest.tenants.some((tenant) => tenant.id === id));
  if (unknown.length > 0) throw new Error(`unknown tenant: ${unknown.join(', ')} (known: ${manifest.tenants.map((tenant) => tenant.id).join(', ')})`);
  return manifest.tenants.filter((tenant) => only.includes(tenant.id));
}

export async function buildSites({ manifest, only = [], changed = false, distDir = 'dist', apiBase, operatorKey, log, output = log ? { write: (text: string) => log(text.replace(/\n$/, '')) } : process.stdout }: BuildSitesOptions): Promise<BuildSitesResult> {
  const started = performance.now();
  const tenants = selectTenants(manifest, only);
  const dist = path.resolve(distDir);
  const progress = new BuildProgress(tenants.length, output);
  progress.line(`build: ${tenants.length} school${tenants.length === 1 ? '' : 's'}${changed ? ' (only those whose content changed)' : ''} → ${path.relative(process.cwd(), dist) || '.'}/`);

  const version = codeVersion();
  const apiBaseOf = (tenant: TenantEntry) => apiBase || tenant.apiBase;
  // Asked for on every build, so that the next --changed run can skip what this one built.
  const revisions = operatorKey
    ? await revisionKeys(tenants, {
        codeVersion: version,
        operatorKey,
        apiBaseOf,
        onMissing: (base, reason) => progress.line(`build: no content revisions from ${base} (${reason}): its schools are fetched to see what changed`),
      })
    : new Map<string, string>();
  const unfetched = changed ? tenants.filter((tenant) => revisions.has(tenant.id) && readRevisionKey(dist, tenant.id) === revisions.get(tenant.id)) : [];
  for (const tenant of unfetched) progress.schoolUnchanged(tenant.id);
  const fetched = await fetchAllContent(
    tenants.filter((tenant) => !unfetched.includes(tenant)),
    { apiBaseOf, onResult: (result) => progress.schoolFetched(result.tenant.id, 'error' in result ? result.error : undefined) },
  );
  const digests = new Map<string, string>();
  const plan = planBuild(
    fetched.map((result) => {
      const id = result.tenant.id;
      if ('error' in result) return { id, error: result.error };
      const digest = contentDigest({ codeVersion: version, tenant: result.tenant, content: result.content });
      digests.set(id, digest);
      return { id, digest, previous: readDigest(dist, id) };
    }),
    { changed },
  );
  plan.unchanged.unshift(...unfetched.map((tenant) => tenant.id));
  if (plan.unchanged.length > 0) progress.line(`build: unchanged since their last build: ${plan.unchanged.join(', ')}`);

  let pages = 0;
  if (plan.build.length > 0) {
    const content: BuildContent = { tenants: [], content: {} };
    for (const result of fetched) {
      if ('error' in result || !plan.build.includes(result.tenant.id)) continue;
      content.tenants.push(result.tenant);
      content.content[result.tenant.id] = result.content;
    }
    pages = await renderSchools(dist, content, progress);
    // The .gz and .br copies nginx's gzip_static serves (only files that changed are redone).
    precompress(dist);
    for (const id of plan.build) writeDigest(dist, id, digests.get(id) as string);
  }
  // Built now, or fetched and found unchanged: either way their output is that of this revision.
  // A school rendered without a revision loses its older key with the folder it replaced, so no
  // key ever vouches for output built after it.
  for (const id of [...plan.build, ...plan.unchanged]) {
    const key = revisions.get(id);
    if (key && existsSync(path.join(dist, id))) writeRevisionKey(dist, id, key);
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const failures = plan.failed.map(({ id }) => id);
  progress.done(
    `build: ${plan.build.length} built (${pages} pages)${plan.unchanged.length > 0 ? `, ${plan.unchanged.length} unchanged` : ''}` +
      `${failures.length > 0 ? `, ${failures.length} FAILED (${failures.join(', ')})` : ''} in ${seconds} s`,
  );
  return { ...plan, pages, seconds };
}

/** One Astro build for every school of `content`; answers the number of pages rendered. */
async function renderSchools(dist: string, content: BuildContent, progress: BuildProgress): Promise<number> {
  const ids = content.tenants.map((tenant) => tenant.id);
  const staging = path.join(dist, `.staging-${process.pid}-${Date.now()}`);
  const contentFile = `${staging}.content.json`;
  mkdirSync(dist, { recursive: true });
  writeFileSync(contentFile, JSON.stringify(content));
  // The build reads it while rendering (src/site/build/tenants.ts).
  process.env.PORTAL_BUILD_CONTENT = contentFile;
  let pages = 0;
  try {
    // Loaded here, not on top: a --changed run with nothing to build never pays for Astro.
    const { build } = await import('astro');
    progress.astroStarted();
    await build({
      root: process.cwd(),
      outDir: staging,
      // A cache per output folder and set of schools: builds of other sets never clobber it (the
      // folder's whole path: two folders named dist shared one before).
      cacheDir: path.join('node_modules', '.astro', `${path.basename(dist)}-${createHash('sha256').update([path.resolve(dist), ...[...ids].sort()].join(',')).digest('hex').slice(0, 12)}`),
      logLevel: 'warn',
      integrations: [progress.integration()],
    });
    mkdirSync(dist, { recursive: true });
    for (const id of ids) {
      const target = path.join(dist, id);
      const previous = `${target}.previous-${process.pid}`;
      if (existsSync(target)) renameSync(target, previous);
      renameSync(path.join(staging, id), target);
      rmSync(previous, { recursive: true, force: true });
      // The inline-script hashes and framed origins of the tenant's Content-Security-Policy.
      writeCspSources(dist, id);
    }
    // What is left is shared by every school: content-hashed bundles and public/ files. Merge, never
    // delete: another school's pages may still refer to an older bundle.
    copyChanged(staging, dist);
    // The study area's service worker, web app manifest and icons, per school (issue 28 item 1):
    // after the merge, since a worker lists the shared bundles its school's study pages load.
    await writeStudyWorkers(dist, content.tenants);
    pages = progress.pages;
  } finally {
    delete process.env.PORTAL_BUILD_CONTENT;
    rmSync(staging, { recursive: true, force: true });
    rmSync(contentFile, { force: true });
  }
  return pages;
}
