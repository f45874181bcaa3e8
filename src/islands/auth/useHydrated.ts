// False in the build's markup and the first browser render, true once React runs the island. The
// forms render their submit button as a plain button until then: pressed before hydration, a
// native submit would reload the page with the typed fields (a password too) in the address.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
