// The states of a list read from the API: loading (nothing yet), failed (what failed, the server's
// message, and a retry; whatever was shown stays), empty, and the list itself.
import type { ReactNode } from 'react';
import { isApiCallError } from '../../api/client';
import { useT } from '../../ui/useT';
import type { Shown } from '../query';
import { EmptyNote } from './EmptyNote';

interface RemoteProps<Data> {
  shown: Shown<Data>;
  /** Says what failed ('your classes could not be loaded'). */
  failed: string;
  empty: string;
  isEmpty(data: Data): boolean;
  retry(): void;
  /**
   * The height the list holds from the first render until it is shown and after ('min-h-[24rem]'),
   * about that of a first page, so the content below does not jump when the answer comes (the
   * page's layout shift, a Lighthouse figure): not while the call has yet to start, not when the
   * answer is shorter.
   */
  reserve?: string;
  children(data: Data): ReactNode;
}

export function Remote<Data>({ shown, failed, empty, isEmpty, retry, reserve = '', children }: RemoteProps<Data>) {
  const t = useT();
  const { data, loading, error } = shown;
  const message = isApiCallError(error) && error.reason === 'code' ? error.msg : undefined;
  return (
    <div aria-busy={loading} data-remote={loading ? 'loading' : error ? 'failed' : data === undefined ? 'idle' : 'ready'}>
      {error !== undefined && !loading && (
        <div role="alert" className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800" data-remote-error>
          <span className="font-medium">{failed}</span>
          {message && <span>{message}</span>}
          <button type="button" className="ml-auto rounded-md border border-rose-300 bg-white px-3 py-1 font-medium text-rose-700 hover:bg-rose-100" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
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
