// A rule read as a table: one test a row, each row its inputs and then the answer the rule gives
// them. The test's name is `title`, filled in from the row as it.each does (%s, %i, %j, …).
import { expect, it } from 'vitest';

/** One test a row of `rows`: `rule(...inputs)` is (`toBe`) the row's last value. */
export function itAnswers<Inputs extends unknown[], Answer>(rule: (...inputs: Inputs) => Answer, title: string, rows: ReadonlyArray<readonly [...Inputs, Answer]>) {
  it.each(rows.map((row) => [...row]))(title, (...row: unknown[]) => {
    expect(rule(...(row.slice(0, -1) as Inputs))).toBe(row.at(-1));
  });
}
