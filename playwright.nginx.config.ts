// The public site's smoke specs through Debian's nginx with the generated configuration (issue 15
// item 3; `npm run test:nginx`): the portal builds and serves the API as in the main run, nginx
// serves its dist and proxies /api/ to that API, and the browser talks to nginx only.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 4391);
const apiPort = port + 400;
const nginxPort = Number(process.env.NGINX_PORT ?? port + 500);
const portal = Array.isArray(base.webServer) ? base.webServer[0]! : base.webServer!;

export default defineConfig({
  ...base,
  testDir: 'tests',
  // The public site's smoke specs, unchanged, the checks of the configuration itself, and a published
  // school's folder on a plain static server (it needs the same built dist).
  testMatch: [/tests\/e2e\/(home|news|csp)\.spec\.ts$/, /tests\/nginx\/.*\.spec\.ts$/, /tests\/publish\/.*\.spec\.ts$/],
  outputDir: `.e2e/results-nginx-${port}`,
  use: { ...base.use, baseURL: `http://localhost:${nginxPort}` },
  webServer: [
    portal,
    {
      command: 'tsx scripts/nginx-serve.ts',
      env: { NGINX_PORT: String(nginxPort), API_PORT: String(apiPort), PORTAL_DIST_DIR: `.e2e/dist-${port}`, PORTAL_URL: `http://localhost:${port}/` },
      url: `http://localhost:${nginxPort}/`,
      reuseExistingServer: false,
      timeout: 300_000,
    },
  ],
});
