// False in the build's markup and the first browser render, true once React runs the island (its
// effects have run). An island under `client:interaction` marks its root `data-ready` with it: what
// a visitor did before that is held until then (src/site/browser/held-interactions.ts). The forms
// also render their submit button as a plain button until then: without any script, a native
// submit would reload the page with the typed fields (a password too) in the address.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
