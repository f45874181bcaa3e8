// A Vitest reporter beside the default one: when a run ends, its 20 slowest tests with their
// times, so that every run's log says where the suite's time goes (issue 24's first item).
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 20;

export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const times = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({ ms: test.diagnostic()?.duration ?? 0, name: `${module.relativeModuleId} > ${test.fullName}` })),
    );
    if (times.length === 0) return;
    times.sort((a, b) => b.ms - a.ms);
    const lines = times.slice(0, SHOWN).map(({ ms, name }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
    console.log(`\nslowest ${Math.min(SHOWN, times.length)} of ${times.length} tests:\n${lines.join('\n')}`);
  }
}
