// A screen's remote data (a fetcher store, a page of records, a review) read so that its arrival
// renders in slices. nanostores' `useStore` is React's `useSyncExternalStore`, whose updates React
// always renders in one synchronous task, inside a transition too: on a phone a screen's data
// arriving was one task of 150–350 ms that held every tap (issue 28, Lighthouse's TBT). Here each
// new value is React state set in a transition, which React renders a few milliseconds at a time,
// yielding to input between them. For data only: what a student types or taps (a form, a tab, an
// answer) stays on `useStore`, so it answers at once.
import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * The value of `$store` (a store of remote data), as `useStore` gives it, but each later value
 * rendered as a transition. The first render shows what the store holds already (no loading
 * flash for data read a moment ago); the screen's other stores may render a moment earlier,
 * so a screen reading two remote stores that must agree reads them through one computed store.
 */
export function useRemote<Value>($store: ReadableAtom<Value>): Value {
  const [shown, setShown] = useState(() => ({ $store, value: $store.get() }));
  useEffect(() => {
    const show = (value: Value) => startTransition(() => setShown((last) => (last.$store === $store && Object.is(last.value, value) ? last : { $store, value })));
    // What came between the render and this subscription (a cached answer, a store that started
    // loading when it was first read).
    show($store.get());
    return $store.listen(show);
  }, [$store]);
  // Another store than the state's (a screen that changed which one it reads): its value at once.
  return shown.$store === $store ? shown.value : $store.get();
}
