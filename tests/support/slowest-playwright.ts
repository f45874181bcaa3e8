// A Playwright reporter beside the list reporter: when a run ends, its 20 slowest tests with their
// times, so that every run's log says where the suite's time goes (issue 24's first item).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSlowest, type TestTime } from './format-slowest';

export default class SlowestTests implements Reporter {
  private readonly times: TestTime[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.times.push({ ms: result.duration, name: `${test.location.file.replace(/.*\/tests\//, '')} > ${test.titlePath().slice(3).join(' > ')}` });
  }

  onEnd(_result: FullResult) {
    const report = formatSlowest(this.times);
    if (report) console.log(report);
  }

  printsToStdio() {
    return false;
  }
}
