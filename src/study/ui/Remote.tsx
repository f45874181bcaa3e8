// The states of a list read from the API: loading (nothing yet), failed (what failed, the server's
// message, and a retry; whatever was shown stays), empty, and the list itself. Remote reads the
// store it shows (useRemote): the data and the retry come from one store, so they cannot disagree,
// and a screen subscribes itself only to what it uses besides. A screen that needs the same data
// beside the list reads it once and hands that reading to RemoteShown.
import type { ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';
import { isApiCallError } from '../../api/client';
import { useT } from '../../ui/useT';
import type { Shown } from '../query';
import { useRemote } from '../useRemote';
import { EmptyNote } from './EmptyNote';

/** A store of remote data on show and its retry (keepShown's). */
export type RemoteStore<Data> = ReadableAtom<Shown<Data>> & { retry(): void };

interface RemoteProps<Data> {
  from: RemoteStore<Data>;
  /** Says what failed ('your classes could not be loaded'). */
  failed: string;
  empty: string;
  isEmpty(data: Data): boolean;
  /**
   * The height the list holds from the first render until it is shown and after ('min-h-[24rem]'),
   * about that of a first page, so the content below does not jump when the answer comes (the
   * page's layout shift, a Lighthouse figure): not while the call has yet to start, not when the
   * answer is shorter.
   */
  reserve?: string;
  children(data: Data): ReactNode;
}

/** What failed, the server's message where it gave one, and a retry. */
export function RemoteError({ failed, error, retry }: { failed: string; error: unknown; retry(): void }) {
  const t = useT();
  const message = isApiCallError(error) && error.reason === 'code' ? error.msg : undefined;
  return (
    <div role="alert" className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800" data-remote-error>
      <span className="font-medium">{failed}</span>
      {message && <span>{message}</span>}
      <button type="button" className="ml-auto rounded-md border border-rose-300 bg-white px-3 py-1 font-medium text-rose-700 hover:bg-rose-100" onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function Remote<Data>({ from, ...shownProps }: RemoteProps<Data>) {
  return <RemoteShown {...shownProps} shown={useRemote(from)} retry={from.retry} />;
}

interface RemoteShownProps<Data> extends Omit<RemoteProps<Data>, 'from'> {
  /** What the screen read of the store itself (useRemote): the same value, not a second subscription. */
  shown: Shown<Data>;
  /** That store's retry. */
  retry(): void;
}

/**
 * Remote for a screen that reads the store itself because it needs the data beside the list too
 * (the online classroom's visit and interaction panel): it shows that one reading, so the two
 * cannot disagree for a frame.
 */
export function RemoteShown<Data>({ shown: { data, loading, error }, retry, failed, empty, isEmpty, reserve = '', children }: RemoteShownProps<Data>) {
  const t = useT();
  return (
    <div aria-busy={loading} data-remote={loading ? 'loading' : error ? 'failed' : data === undefined ? 'idle' : 'ready'}>
      {error !== undefined && !loading && <RemoteError failed={failed} error={error} retry={retry} />}
      {data === undefined ? (
        loading ? (
          <p className={`py-12 text-center text-slate-500 ${reserve}`} role="status" data-remote-loading>
            {t('common.loading')}
          </p>
        ) : (
          // The first render, before the call starts: the same room as the loading note.
          error === undefined && reserve && <div className={reserve} aria-hidden="true" data-remote-waiting />
        )
      ) : isEmpty(data) ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : reserve ? (
        <div className={reserve}>{children(data)}</div>
      ) : (
        children(data)
      )}
    </div>
  );
}
