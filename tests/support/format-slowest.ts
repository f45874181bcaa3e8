// What both slowest-test reporters print when a run ends: the 20 slowest tests with their times,
// so that every run's log says where the suite's time goes (issue 24's first item).
const SHOWN = 20;

export interface TestTime {
  ms: number;
  name: string;
}

/** The lines to print, or undefined when the run had no test. */
export function formatSlowest(times: TestTime[]): string | undefined {
  if (times.length === 0) return undefined;
  const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
  const lines = slowest.map(({ ms, name }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  return `\nslowest ${slowest.length} of ${times.length} tests:\n${lines.join('\n')}`;
}
