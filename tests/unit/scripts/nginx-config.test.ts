// The generated nginx configuration (scripts/lib/nginx-config.ts): what it says for each school,
// from the same definitions as the site server; nginx itself checks it when installed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrigins, nginxConfig } from '../../../scripts/lib/nginx-config';
import { parseManifest } from '../../../src/lib/manifest';
import { pageContentSecurityPolicy, resourceContentSecurityPolicy, workerContentSecurityPolicy } from '../../../src/lib/security-headers';
import manifestJson from '../../../tenants/manifest.json';

const manifest = parseManifest(manifestJson);
const HASH = 'sha256-wB6bSP4Ing1kGJc3kSmAgU7Fuokc7nd0e7vy9m08WLU=';
let dir: string;
let config: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-config-'));
  mkdirSync(path.join(dir, 'dist', '.csp'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', '.csp', 'demo.json'), JSON.stringify({ scriptHashes: [HASH], frameOrigins: ['https://m.example.com'] }));
  mkdirSync(path.join(dir, 'dist', 'beta'), { recursive: true });
  config = nginxConfig({ manifest, distDir: path.join(dir, 'dist'), api: 'http://127.0.0.1:9999/', listen: '127.0.0.1:8088', stateDir: path.join(dir, 'state') });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nginxConfig', () => {
  it('serves each school by its domains and pre-domains, the first as the default server, from its own folder', () => {
    expect(config).toContain('listen 127.0.0.1:8088 default_server;\n  server_name demo.localhost demo.cloud-school.example.com;');
    expect(config).toContain('listen 127.0.0.1:8088;\n  server_name beta.localhost beta.cloud-school.example.com;');
    expect(config).toContain(`root ${path.join(dir, 'dist', 'beta')};`);
  });

  it("sends each school's page policy with the hashes its build wrote, and the resource policy otherwise", () => {
    expect(config).toContain(`~*^text/html "${pageContentSecurityPolicy({ scriptHashes: [HASH], frameOrigins: ['https://m.example.com'] })}";`);
    expect(config).toContain(`"${pageContentSecurityPolicy()}"`);
    expect(config).toContain(`default "${resourceContentSecurityPolicy()}";`);
    expect(config).toContain('add_header x-content-type-options "nosniff" always;');
  });

  it("gives the study area's service worker script its own policy and the web app manifest its type", () => {
    expect(config).toContain(`~\\|/study/sw\\.js$ "${workerContentSecurityPolicy()}";`);
    // Before the default: nginx takes a map's first matching regex.
    expect(config.indexOf(workerContentSecurityPolicy())).toBeLessThan(config.indexOf(`default "${resourceContentSecurityPolicy()}";`));
    expect(config).toContain('application/manifest+json webmanifest;');
  });

  it('caches hashed bundles for a year and pages not at all, compresses text, proxies /api/', () => {
    expect(config).toContain('~^/_astro/ "public, max-age=31536000, immutable";');
    expect(config).toContain('default "no-cache";');
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('proxy_pass http://portal_api;');
    expect(config).toMatch(/upstream portal_api \{\s*server 127\.0\.0\.1:9999 max_fails=\d+ fail_timeout=\d+s;/);
    expect(config).toContain('rewrite "^/news-information/detail/?$" /news-information/detail/$arg_id/? last;');
  });

  it('balances several API processes with passive health checks, retrying only what was not sent or is idempotent', () => {
    const several = nginxConfig({ manifest, distDir: path.join(dir, 'dist'), api: ['http://127.0.0.1:9001', 'http://127.0.0.1:9002/'], listen: '127.0.0.1:8088', stateDir: path.join(dir, 'state') });
    expect(several).toContain('server 127.0.0.1:9001 max_fails=2 fail_timeout=10s;');
    expect(several).toContain('server 127.0.0.1:9002 max_fails=2 fail_timeout=10s;');
    expect(several).toContain('proxy_next_upstream error timeout http_502 http_504;');
    expect(several).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
    expect(apiOrigins('http://127.0.0.1:9001, http://127.0.0.1:9002')).toEqual(['http://127.0.0.1:9001', 'http://127.0.0.1:9002']);
    expect(() => apiOrigins('http://127.0.0.1:9001/api')).toThrow(/http:\/\/host:port/);
  });

  it.skipIf(!existsSync('/usr/sbin/nginx'))('is accepted by nginx -t', () => {
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, config);
    mkdirSync(path.join(dir, 'state'), { recursive: true });
    expect(() => execFileSync('/usr/sbin/nginx', ['-t', '-q', '-e', path.join(dir, 'state', 'error.log'), '-c', file], { stdio: 'pipe' })).not.toThrow();
  });
});
