// A Playwright reporter beside the list reporter: when a run ends, its 20 slowest tests with their
// times, so that every run's log says where the suite's time goes (issue 24's first item).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 20;

export default class SlowestTests implements Reporter {
  private readonly times: { ms: number; name: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.times.push({ ms: result.duration, name: `${test.location.file.replace(/.*\/tests\//, '')} > ${test.titlePath().slice(3).join(' > ')}` });
  }

  onEnd(_result: FullResult) {
    if (this.times.length === 0) return;
    this.times.sort((a, b) => b.ms - a.ms);
    const lines = this.times.slice(0, SHOWN).map(({ ms, name }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
    console.log(`\nslowest ${Math.min(SHOWN, this.times.length)} of ${this.times.length} tests:\n${lines.join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
