// Remote data of the widget (@nanostores/query): each screen's data is a fetcher store keyed by
// the parameters it is read with, so moving back to a page, a tab or a screen shows what was read
// a moment ago while it is checked again. The client already shows a refusal's message (a toast),
// so a store only keeps the error for its screen to say what failed; nothing retries by itself.
import { nanoquery } from '@nanostores/query';
import { computed, onSet, type ReadableAtom } from 'nanostores';
import { $session } from '../stores/session';

export const [createFetcherStore, createMutatorStore, { invalidateKeys, mutateCache }] = nanoquery({
  dedupeTime: 2000,
  onErrorRetry: null,
  // An answer put in the cache by mutateCache lives as long as a fetched one. nanoquery's default
  // drops it after 8 s while its entry still counts as fresh for the store's dedupeTime, so a store
  // reading it later neither shows it nor asks again: the exam's paper (10 minutes of dedupe, handed
  // to the answering screen by mutateCache) left the instructions without paper or start button
  // for a student who went Back after 8 s of answering.
  cacheLifetime: Infinity,
});

// Another user signing in on this page must never see the previous one's data.
onSet($session, ({ newValue }) => {
  if (newValue.userId !== $session.get().userId) invalidateKeys(() => true);
});

/** The cache key of `name` read with `params` (createQueryStore's). */
export const queryKey = (name: string, params: unknown) => `${name} ${JSON.stringify(params)}`;

/**
 * A fetcher store for `load(params)`, read again whenever `$params` changes; no call while the
 * params are null. The key is the params as JSON, so two parameter sets never share an entry.
 * `dedupeTime`: how long an answer is shown without asking again (2 s unless told).
 */
export function createQueryStore<Params, Data>(name: string, $params: ReadableAtom<Params | null>, load: (params: Params) => Promise<Data>, settings: { dedupeTime?: number } = {}) {
  const $key = computed($params, (params) => (params === null ? null : queryKey(name, params)));
  return createFetcherStore<Data>([$key], {
    ...settings,
    fetcher: (key) => load(JSON.parse(String(key).slice(name.length + 1)) as Params),
  });
}

export interface Shown<Data> {
  /** What the screen shows: the latest answer, kept while the next one loads or if it fails. */
  data: Data | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * The data a screen keeps on show: a new page or tab keeps the previous answer on screen while it
 * loads, and a failed call leaves it there beside the message of what failed.
 */
export function keepShown<Data>(
  $fetcher: ReadableAtom<{ data?: Data; loading: boolean; error?: unknown }> & { invalidate(): void },
): ReadableAtom<Shown<Data>> & { retry(): void } {
  let shown: Data | undefined;
  const $shown = computed($fetcher, ({ data, loading, error }) => {
    if (data !== undefined) shown = data;
    // No key (nobody to read for): nothing to keep.
    else if (!loading && error === undefined) shown = undefined;
    return { data: shown, loading, error };
  });
  // Forgets the failed answer, so the store reads it again.
  return Object.assign($shown, { retry: () => $fetcher.invalidate() });
}
