// Which schools a build renders: the selected ones (every school of the manifest, or those named
// by --tenant) whose content could be fetched, and with --changed only those whose digest differs
// from their last build's. A school whose fetch failed is never rendered: its last output stays.
export interface SchoolState {
  id: string;
  /** The digest of what was fetched now; undefined when the fetch failed. */
  digest?: string;
  /** Why the fetch failed. */
  error?: string;
  /** The digest kept beside the school's output by its last build. */
  previous?: string;
}

export interface BuildPlan {
  build: string[];
  /** Unchanged since their last build (--changed only). */
  unchanged: string[];
  failed: { id: string; error: string }[];
}

export function planBuild(schools: SchoolState[], { changed = false }: { changed?: boolean } = {}): BuildPlan {
  const plan: BuildPlan = { build: [], unchanged: [], failed: [] };
  for (const school of schools) {
    if (school.digest === undefined) plan.failed.push({ id: school.id, error: school.error ?? 'content fetch failed' });
    else if (changed && school.previous === school.digest) plan.unchanged.push(school.id);
    else plan.build.push(school.id);
  }
  return plan;
}

/** The --tenant values: repeatable and comma-separated (`--tenant a --tenant b,c`). */
export function parseTenantArgs(values: string[] = []): string[] {
  return [...new Set(values.flatMap((value) => value.split(',')).map((id) => id.trim()).filter(Boolean))];
}
