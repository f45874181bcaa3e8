// Calls grouped while others are in flight (issue 27: the answer save's app-level group commit).
// A call that finds a free slot runs at once, alone, as it would without grouping: a lone call is
// never delayed, there is no timer. Calls that arrive while every slot is taken wait, and when a
// slot frees, the calls waiting are run together, as one call for the group (one statement, one
// round trip, one commit for up to `maxGroup` saves).
//
// Two calls with the same key never share a group (one statement cannot upsert a row twice), and a
// call never starts while one of its key is running: the later stays in the queue, in its place,
// for a group after that call ends, so the calls of one key run one after another, in the order
// they came. A group that fails (its promise rejects, or it answers a result count other than its
// calls') is run again as one call per item, each with its own result or error: one bad item never
// refuses another. The caller of `together` must make that safe (answers.ts says why it is there).
//
// Per-process state (the README's table): the waiting calls and the count in flight of one process.

export interface GroupOptions<Item, Result> {
  /** One item's call, as without grouping. */
  alone: (item: Item) => Promise<Result>;
  /** The items' calls made as one: a result per item, in the items' order. */
  together: (items: Item[]) => Promise<Result[]>;
  /** Items of the same key never go in one group, nor run at once. */
  keyOf: (item: Item) => string;
  /** Calls (alone or grouped) running at once. */
  maxInFlight: number;
  /** Items in one group at most. */
  maxGroup: number;
}

interface Waiting<Item, Result> {
  item: Item;
  key: string;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** A function that runs an item's call, grouped with others' while `maxInFlight` calls run. */
export function groupWhileInFlight<Item, Result>(options: GroupOptions<Item, Result>): (item: Item) => Promise<Result> {
  const { alone, together, keyOf, maxInFlight, maxGroup } = options;
  let waiting: Waiting<Item, Result>[] = [];
  let inFlight = 0;
  /** The keys of the calls running. */
  const running = new Set<string>();

  const runAlone = (call: Waiting<Item, Result>) => alone(call.item).then(call.resolve, call.reject);

  async function run(group: Waiting<Item, Result>[]) {
    if (group.length === 1) return runAlone(group[0]!);
    let results: Result[] | undefined;
    try {
      results = await together(group.map((call) => call.item));
    } catch {
      results = undefined;
    }
    if (results && results.length === group.length) {
      group.forEach((call, index) => call.resolve(results[index]!));
      return;
    }
    // The group failed as a whole: each item alone, at once (they have distinct keys).
    await Promise.all(group.map(runAlone));
  }

  /** The next group: the first waiting call of each key not running, in arrival order, at most maxGroup. */
  function take() {
    const group: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    for (const call of waiting) {
      if (group.length < maxGroup && !keys.has(call.key) && !running.has(call.key)) group.push(call);
      else rest.push(call);
      keys.add(call.key);
    }
    waiting = rest;
    return group;
  }

  function startWhileFree() {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const group = take();
      if (group.length === 0) return; // every call waiting has its key running: the end of that call starts it
      inFlight += 1;
      for (const call of group) running.add(call.key);
      void run(group).finally(() => {
        inFlight -= 1;
        for (const call of group) running.delete(call.key);
        startWhileFree();
      });
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, key: keyOf(item), resolve, reject });
      startWhileFree();
    });
}
