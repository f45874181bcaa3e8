// groupWhileInFlight (src/server/services/exam/group-in-flight.ts), the answer save's group commit:
// which calls run alone, which together, in what order, and what a failed group does.
import { describe, expect, it } from 'vitest';
import { groupWhileInFlight } from '../../src/server/services/exam/group-in-flight';

interface Item {
  key: string;
  value: number;
}

/** A grouping whose calls each wait until released, recording what ran: ['alone', 1] or ['together', 2, 3]. */
function recorder(options: { maxInFlight?: number; maxGroup?: number; failTogether?: boolean; failAlone?: number } = {}) {
  const ran: (string | number)[][] = [];
  const pending: (() => void)[] = [];
  const wait = () => new Promise<void>((resolve) => pending.push(resolve));
  const call = groupWhileInFlight<Item, number>({
    alone: async (item) => {
      ran.push(['alone', item.value]);
      await wait();
      if (item.value === options.failAlone) throw new Error(`refused ${item.value}`);
      return item.value * 10;
    },
    together: async (items) => {
      ran.push(['together', ...items.map((item) => item.value)]);
      await wait();
      if (options.failTogether) throw new Error('the group failed');
      return items.map((item) => item.value * 10);
    },
    keyOf: (item) => item.key,
    maxInFlight: options.maxInFlight ?? 2,
    maxGroup: options.maxGroup ?? 64,
  });
  /** Lets every call waiting go, until nothing is left. */
  const releaseAll = async () => {
    for (let turn = 0; turn < 20; turn += 1) {
      pending.splice(0).forEach((release) => release());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { call, ran, releaseAll };
}

const item = (key: string, value: number) => ({ key, value });

describe('calls grouped while others are in flight', () => {
  it('runs a call alone at once while a slot is free, and groups the calls that wait, in their order', async () => {
    const { call, ran, releaseAll } = recorder({ maxGroup: 3 });
    const results = [call(item('a', 1)), call(item('b', 2)), call(item('c', 3)), call(item('d', 4)), call(item('e', 5)), call(item('f', 6))];
    expect(ran).toEqual([
      ['alone', 1],
      ['alone', 2],
    ]);
    await releaseAll();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(ran.slice(2)).toEqual([['together', 3, 4, 5], ['alone', 6]]);
  });

  it('never puts two calls of one key in a group nor runs them at once, and keeps their order', async () => {
    const { call, ran, releaseAll } = recorder({ maxInFlight: 1 });
    const results = [call(item('a', 1)), call(item('a', 2)), call(item('b', 3)), call(item('a', 4)), call(item('b', 5))];
    await releaseAll();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
    expect(ran).toEqual([['alone', 1], ['together', 2, 3], ['together', 4, 5]]);
  });

  it('runs each call of a failed group alone, each with its own result or error', async () => {
    const { call, ran, releaseAll } = recorder({ maxInFlight: 1, failTogether: true, failAlone: 3 });
    const results = [1, 2, 3, 4].map((value) => call(item(String(value), value)).catch((error: Error) => error.message));
    await releaseAll();
    expect(await Promise.all(results)).toEqual([10, 20, 'refused 3', 40]);
    expect(ran).toEqual([['alone', 1], ['together', 2, 3, 4], ['alone', 2], ['alone', 3], ['alone', 4]]);
  });
});
