// Makes sure the API a build fetches from answers: the embedded reference API is started in this
// process when the tenants point at a loopback address where nothing listens yet.

/**
 * True when anything answers there, even with an error: the build then reports that school's
 * failure. An API that takes longer than 2 s counts as there: on a loaded machine a running API
 * answered late, the build started a second one on its port and failed with EADDRINUSE.
 */
async function answers(apiBase: string): Promise<boolean> {
  try {
    await fetch(new URL('/api/openapi.json', apiBase), { signal: AbortSignal.timeout(2000) });
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'TimeoutError';
  }
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export async function ensureApi(apiBase: string, log: (line: string) => void = console.log) {
  if (await answers(apiBase)) return undefined;
  const url = new URL(apiBase);
  if (!LOOPBACK.has(url.hostname)) throw new Error(`the API at ${apiBase} does not answer (GET /api/openapi.json)`);
  log(`api: nothing answers at ${apiBase}; starting the embedded reference API there`);
  // Loaded only now: a build against a running API never pays for loading the server.
  const [{ loadConfig }, { startServer }, { randomBytes }] = await Promise.all([import('../../src/server/config'), import('../../src/server/main'), import('node:crypto')]);
  // The build's own API lives as long as the build and only serves its content reads: without a
  // configured xskt key (PORTAL_XSKT_KEY) a key of its own is enough, no xskt paper outlives it.
  const config = loadConfig();
  return startServer({ port: Number(url.port || 80), hostname: url.hostname.replace(/^\[|\]$/g, ''), config: { ...config, xsktKeys: config.xsktKeys ?? { current: randomBytes(32).toString('base64url'), previous: [] } } });
}
