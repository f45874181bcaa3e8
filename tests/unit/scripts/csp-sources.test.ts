import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectCspSources, cspSourcesReader, frameOrigins, inlineScriptHashes, writeCspSources } from '../../../scripts/lib/csp-sources';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script as written, and skips external scripts and data blocks', () => {
    const html = `<script>a()</script><script type="module">\n  b();\n</script><script src="/_astro/c.js"></script>
      <script type="application/json">{"d":1}</script><script type="application/ld+json">{}</script><SCRIPT>e()</SCRIPT >`;
    expect(inlineScriptHashes(html).sort()).toEqual([sha('a()'), sha('\n  b();\n'), sha('e()')].sort());
  });
});

describe('frameOrigins', () => {
  it("reads the origins of the configured mobile web apps", () => {
    const html = '<div data-mobile-app="https://m.school.example.com/demo?a=1&amp;b=2"></div><a data-mobile-app="h5.example.org"></a><b data-mobile-app=""></b>';
    expect(frameOrigins(html).sort()).toEqual(['https://h5.example.org', 'https://m.school.example.com']);
  });
});

describe('the sources of a built tenant', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(files: Record<string, string>) {
    dist = mkdtempSync(path.join(tmpdir(), 'csp-sources-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), text);
    }
  }

  it('collects the union over every page and writes it to dist/.csp/<tenant>.json', () => {
    build({ 'demo/index.html': '<script>a()</script>', 'demo/news/1/index.html': '<script>a()</script><script>b()</script>', 'demo/x.js': 'ignored' });
    expect(collectCspSources(path.join(dist, 'demo'))).toEqual({ scriptHashes: [sha('a()'), sha('b()')].sort(), frameOrigins: [] });
    writeCspSources(dist, 'demo');
    expect(cspSourcesReader(dist)('demo').scriptHashes).toHaveLength(2);
  });

  it('reads a rewritten file again, and scans a folder built before such files existed', () => {
    build({ 'demo/index.html': '<script>a()</script>', 'beta/index.html': '<script>b()</script>' });
    const read = cspSourcesReader(dist);
    expect(read('beta').scriptHashes).toEqual([sha('b()')]);
    writeCspSources(dist, 'demo');
    expect(read('demo').scriptHashes).toEqual([sha('a()')]);
    const file = path.join(dist, '.csp', 'demo.json');
    writeFileSync(file, JSON.stringify({ scriptHashes: ['sha256-new'] }));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(read('demo')).toEqual({ scriptHashes: ['sha256-new'], frameOrigins: [] });
    expect(read('nosuch')).toEqual({ scriptHashes: [], frameOrigins: [] });
  });
});
