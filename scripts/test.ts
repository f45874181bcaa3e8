// `npm test`: every suite in order, each one's wall time printed as `ci: <stage> <seconds> s` when
// it ends and all of them again at the close, so that where the suite's time goes is in every run's
// log. Stops at the first suite that fails, with its exit code, as the `&&` chain it replaces did.
import { spawnSync } from 'node:child_process';

const STAGES: [stage: string, script: string][] = [
  ['typecheck', 'typecheck'],
  ['unit', 'test:unit'],
  ['api', 'test:api'],
  ['fuzz', 'test:fuzz'],
  ['e2e', 'test:e2e'],
  ['nginx', 'test:nginx'],
];

const times: string[] = [];
const started = performance.now();
for (const [stage, script] of STAGES) {
  const stageStarted = performance.now();
  const { status, signal } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  const line = `ci: ${stage} ${Math.round((performance.now() - stageStarted) / 1000)} s`;
  times.push(line);
  console.log(line);
  if (status !== 0) {
    console.error(`npm test: ${stage} failed (${signal ?? `exit ${status}`})`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${times.join('\n')}\nci: suites ${Math.round((performance.now() - started) / 1000)} s`);
