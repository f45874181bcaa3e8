// `npm run api`: the reference platform API on its own (port 8787 unless PORT is set).
//
// `npm run api -- --workers N` (or API_WORKERS=N) runs N processes on one PostgreSQL (DATABASE_URL),
// each on its own port, PORT to PORT+N-1, for a load balancer to spread calls over (npm run
// nginx:conf -- --api with every address). N processes on N ports rather than Node's cluster: the
// balancer then sees each process as a server of its own, so its passive health checks take a dead
// or stuck one out and its retries send an idempotent call to another, and one can be restarted or
// upgraded at a time; the same layout serves processes on several machines. This script stays as a
// small supervisor: it starts every worker, starts again one that dies (after a short pause, longer
// while it keeps dying at once), and stops them all on SIGINT or SIGTERM.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { workers: { type: 'string', default: process.env.API_WORKERS ?? '1' } } });
const workers = Number(values.workers);
const port = Number(process.env.PORT ?? 8787);
const hostname = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(workers) || workers < 1) {
  console.error(`api: --workers must be a whole number of at least 1, not ${values.workers}`);
  process.exit(2);
}

if (process.env.API_WORKER_OF || workers === 1) {
  // A worker (or the single process): the API itself.
  const { startServer } = await import('../src/server/main');
  const server = await startServer({ port, hostname }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  process.send?.('listening');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
  }
  // A worker whose supervisor is gone (killed outright) goes too, rather than hold its port.
  if (process.env.API_WORKER_OF) process.on('disconnect', () => void server.close().then(() => process.exit(0)));
} else {
  // The embedded PGlite belongs to one process: its data folder cannot be shared.
  if (!process.env.DATABASE_URL) {
    console.error('api: --workers needs DATABASE_URL (a PostgreSQL server): the embedded database serves one process only');
    process.exit(2);
  }
  // A configuration no worker can start with is said once, not by every worker again and again.
  const { loadConfig, xsktKeyProblem } = await import('../src/server/config');
  const problem = xsktKeyProblem(loadConfig());
  if (problem) {
    console.error(`api: refusing to start: ${problem}`);
    process.exit(2);
  }
  supervise();
}

/** A worker that ends this many times in a row before it listens is not started again: the supervisor gives up. */
const STARTS_BEFORE_GIVING_UP = 5;

function supervise() {
  const children = new Map<number, ChildProcess>();
  let stopping = false;
  let exitCode = 0;

  const start = (index: number, failuresInARow = 0) => {
    const workerPort = port + index;
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, PORT: String(workerPort), API_WORKER_OF: String(process.pid) },
      execArgv: process.execArgv,
    });
    children.set(index, child);
    let listened = false;
    child.on('message', (message) => {
      if (message !== 'listening') return;
      listened = true;
      console.log(`api: worker ${index + 1} of ${workers} (pid ${child.pid}) listening on http://${hostname}:${workerPort}`);
    });
    child.on('exit', (code, signal) => {
      children.delete(index);
      if (stopping) {
        if (children.size === 0) process.exit(exitCode);
        return;
      }
      // One that had served is started again at once; one that died before it listened waits longer each time (up to 10 s).
      const failures = listened ? 0 : failuresInARow + 1;
      if (failures >= STARTS_BEFORE_GIVING_UP) {
        console.error(`api: worker ${index + 1} ended ${failures} times before it listened; stopping every worker`);
        stopAll(1);
        return;
      }
      const pause = failures ? Math.min(10_000, 250 * 2 ** failures) : 0;
      console.log(`api: worker ${index + 1} (pid ${child.pid}) ended (${signal ?? `exit ${code}`}); starting it again${pause ? ` in ${pause} ms` : ''}`);
      setTimeout(() => !stopping && start(index, failures), pause);
    });
  };

  for (let index = 0; index < workers; index++) start(index);

  function stopAll(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (children.size === 0) process.exit(code);
    for (const child of children.values()) child.kill('SIGTERM');
    // A worker that does not close in 10 s (a query hanging) is not waited for.
    setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
      process.exit(1);
    }, 10_000).unref();
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
}
