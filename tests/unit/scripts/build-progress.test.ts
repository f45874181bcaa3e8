import { describe, expect, it } from 'vitest';
import { BuildProgress, tenantOf } from '../../../scripts/lib/build-progress';

function output(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text), text: () => written.join('') };
}

describe('build progress', () => {
  it('off a terminal, prints one line per school fetched and rendered, and failures with their reason', () => {
    const out = output(false);
    const progress = new BuildProgress(2, out);
    progress.schoolFetched('demo');
    progress.schoolFetched('beta', 'school from http://127.0.0.1:1: GET /api/… failed (busy 500)');
    progress.pagesListed(['/demo/', '/demo/news/']);
    progress.pageRendered('/demo/news/');
    progress.pageRendered('/demo/');
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^build: demo fetched \(1\/2, [\d.]+ s\)$/);
    expect(lines[1]).toBe('build: beta FAILED: its content could not be fetched: school from http://127.0.0.1:1: GET /api/… failed (busy 500)');
    expect(lines[2]).toMatch(/^build: demo rendered, 2 pages \(1\/1 schools, 2\/2 pages, [\d.]+ s\)$/);
    expect(progress.pages).toBe(2);
  });

  it('on a terminal, rewrites one status line with schools and pages done of their totals', () => {
    const out = output(true);
    const progress = new BuildProgress(2, out);
    progress.schoolFetched('demo');
    progress.schoolFetched('beta');
    progress.astroStarted();
    expect(out.written.at(-1)).toMatch(/^\r\x1b\[2Kbuild: fetched 2\/2 schools · bundling · [\d.]+ s$/);
    progress.pagesListed(['/demo/', '/beta/', '/beta/news/']);
    progress.pageRendered('/beta/');
    progress.pageRendered('/beta/news/');
    expect(out.written.at(-1)).toMatch(/^\r\x1b\[2Kbuild: fetched 2\/2 schools · rendered 1\/2 schools, 2\/3 pages · [\d.]+ s$/);
    expect(out.text()).not.toContain('\n');
    progress.done('build: done');
    expect(out.text().endsWith('build: done\n')).toBe(true);
  });

  it('tells the school of a page by its first path segment', () => {
    expect(tenantOf('/demo-01/news-information/detail/3/')).toBe('demo-01');
    expect(tenantOf('/beta')).toBe('beta');
  });
});
