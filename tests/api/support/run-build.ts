// `npm run build` as an operator runs it, in a child process, for the build tests: the manifest and
// the output in a work folder of the test's own, every tenant's apiBase as the manifest says
// (PORTAL_API_BASE of the caller's environment left out), `env` added.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function runBuild(work: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const { PORTAL_API_BASE: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/build.ts', ...args], {
      env: { ...inherited, PORTAL_TENANTS_DIR: path.join(work, 'tenants'), PORTAL_DIST_DIR: path.join(work, 'dist'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
