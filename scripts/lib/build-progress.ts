// What `npm run build` shows while it works. On a terminal: one status line, rewritten in place
// (schools fetched and schools and pages rendered, each of its total, and the time elapsed). Elsewhere
// (CI logs, pipes): one line per school as it is done. Failures are always printed on lines of their own.
import type { AstroIntegration } from 'astro';

export interface ProgressOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

export class BuildProgress {
  private readonly started = performance.now();
  private fetched = 0;
  private pagesTotal = 0;
  private pagesDone = 0;
  private readonly pagesLeft = new Map<string, number>();
  private readonly pagesOf = new Map<string, number>();
  private schoolsRendered = 0;
  private renderTotal = 0;
  private statusShown = false;
  private bundling = false;
  /** On a terminal the elapsed time keeps moving while Astro bundles, when nothing else is reported. */
  private readonly ticker?: ReturnType<typeof setInterval>;

  constructor(
    private readonly schools: number,
    private readonly out: ProgressOutput = process.stdout,
  ) {
    if (out.isTTY) this.ticker = setInterval(() => this.status(), 1000).unref();
  }

  /** Pages rendered so far. */
  get pages() {
    return this.pagesDone;
  }

  private elapsed() {
    return `${((performance.now() - this.started) / 1000).toFixed(1)} s`;
  }

  private status() {
    if (!this.out.isTTY) return;
    const rendering =
      this.renderTotal > 0 ? ` · rendered ${this.schoolsRendered}/${this.renderTotal} schools, ${this.pagesDone}/${this.pagesTotal} pages` : this.bundling ? ' · bundling' : '';
    this.out.write(`\r\x1b[2Kbuild: fetched ${this.fetched}/${this.schools} schools${rendering} · ${this.elapsed()}`);
    this.statusShown = true;
  }

  /** A line that stays: on a terminal it goes above the status line. */
  line(text: string) {
    if (this.statusShown) this.out.write('\r\x1b[2K');
    this.out.write(`${text}\n`);
    this.statusShown = false;
    this.status();
  }

  schoolFetched(id: string, error?: string) {
    this.fetched += 1;
    if (error) this.line(`build: ${id} FAILED: its content could not be fetched: ${error}`);
    else if (!this.out.isTTY) this.line(`build: ${id} fetched (${this.fetched}/${this.schools}, ${this.elapsed()})`);
    else this.status();
  }

  /** A school --changed skips without fetching: its content revision is its last build's. */
  schoolUnchanged(id: string) {
    this.fetched += 1;
    if (!this.out.isTTY) this.line(`build: ${id} unchanged (${this.fetched}/${this.schools}, ${this.elapsed()})`);
    else this.status();
  }

  /** Astro has started: it bundles before it lists any page. */
  astroStarted() {
    this.bundling = true;
    this.status();
  }

  /** Astro has listed every page it will render: pathnames start with the tenant id. */
  pagesListed(pathnames: string[]) {
    for (const pathname of pathnames) {
      const id = tenantOf(pathname);
      this.pagesLeft.set(id, (this.pagesLeft.get(id) ?? 0) + 1);
      this.pagesOf.set(id, (this.pagesOf.get(id) ?? 0) + 1);
    }
    this.pagesTotal = pathnames.length;
    this.renderTotal = this.pagesLeft.size;
    this.status();
  }

  pageRendered(pathname: string) {
    const id = tenantOf(pathname);
    this.pagesDone += 1;
    const left = (this.pagesLeft.get(id) ?? 1) - 1;
    this.pagesLeft.set(id, left);
    if (left === 0) {
      this.schoolsRendered += 1;
      if (!this.out.isTTY) this.line(`build: ${id} rendered, ${this.pagesOf.get(id)} pages (${this.schoolsRendered}/${this.renderTotal} schools, ${this.pagesDone}/${this.pagesTotal} pages, ${this.elapsed()})`);
    }
    this.status();
  }

  /** The last line: it replaces the status line, which is not shown again. */
  done(text: string) {
    clearInterval(this.ticker);
    if (this.statusShown) this.out.write('\r\x1b[2K');
    this.out.write(`${text}\n`);
    this.statusShown = false;
  }

  /** An integration for this build: it wraps Astro's prerenderer to count the pages listed and rendered. */
  integration(): AstroIntegration {
    return {
      name: 'portal-build-progress',
      hooks: {
        'astro:build:start': ({ setPrerenderer }) => {
          setPrerenderer((prerenderer) => ({
            ...prerenderer,
            name: 'portal-build-progress',
            getStaticPaths: async () => {
              const paths = await prerenderer.getStaticPaths();
              this.pagesListed(paths.map((entry) => entry.pathname));
              return paths;
            },
            render: async (request, options) => {
              const result = await prerenderer.render(request, options);
              this.pageRendered(new URL(request.url).pathname);
              return result;
            },
          }));
        },
      },
    };
  }
}

/** The tenant of a page's pathname: its first segment (src/pages/[tenant]/…). */
export function tenantOf(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}
