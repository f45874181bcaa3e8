// Runs Debian's nginx in the foreground, as the current user, on the built sites of a running
// portal (the nginx job of CI: playwright.nginx.config.ts). Waits until the portal has built and
// answers, writes the configuration (scripts/lib/nginx-config.ts) into a temporary folder that
// also holds nginx's pid, logs and temporary files, and serves until stopped.
//
// Environment: NGINX_PORT (the port to listen on), PORTAL_DIST_DIR (the built dist), API_PORT (the
// API on loopback), PORTAL_URL (the portal to wait for); NGINX_BIN (/usr/sbin/nginx).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readManifest } from '../src/server/manifest-file';
import { nginxConfig } from './lib/nginx-config';

const port = Number(process.env.NGINX_PORT ?? 8080);
const distDir = process.env.PORTAL_DIST_DIR ?? 'dist';
const apiPort = Number(process.env.API_PORT ?? 8787);
const portalUrl = process.env.PORTAL_URL;
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

// The portal builds before it answers: the configuration reads the CSP sources of that build.
if (portalUrl) {
  for (;;) {
    const ok = await fetch(portalUrl, { signal: AbortSignal.timeout(2000) }).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const state = mkdtempSync(path.join(os.tmpdir(), 'portal-nginx.'));
const conf = path.join(state, 'nginx.conf');
writeFileSync(conf, nginxConfig({ manifest: readManifest('tenants'), distDir, api: `http://127.0.0.1:${apiPort}`, listen: `127.0.0.1:${port}`, stateDir: state }));
console.log(`nginx: serving ${path.resolve(distDir)} on http://localhost:${port}/ (configuration ${conf})`);
// -e: the error log before the configuration is read, in the temporary folder too (no root needed).
// Started as root (CI), nginx's workers would drop to nobody, who may not reach a checkout under /root: they stay this user.
const directives = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;';
const child = spawn(nginx, ['-e', path.join(state, 'error.log'), '-c', conf, '-g', directives], { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
child.on('exit', (code) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 0);
});
