// A Vitest reporter beside the default one: when a run ends, its 20 slowest tests with their
// times, so that every run's log says where the suite's time goes (issue 24's first item).
import type { Reporter, TestModule } from 'vitest/node';
import { formatSlowest } from './format-slowest';

export default class SlowestTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const times = testModules.flatMap((module) =>
      [...module.children.allTests()].map((test) => ({ ms: test.diagnostic()?.duration ?? 0, name: `${module.relativeModuleId} > ${test.fullName}` })),
    );
    const report = formatSlowest(times);
    if (report) console.log(report);
  }
}
