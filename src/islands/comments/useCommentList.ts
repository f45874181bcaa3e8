// The top-level comments of one object, page by page: the first page loads when the object is
// known (and again when it changes, as the album moves between pictures); 'more' appends the next.
// The list is this island's own state: no other island reads it, so it stays out of src/stores.
import { useCallback, useEffect, useRef, useState } from 'react';
import { commentPage, type CommentObject, type TopComment } from './api';

export interface CommentList {
  records: TopComment[];
  total: number;
  status: 'loading' | 'ready' | 'failed';
  /** True while a further page is on its way. */
  loadingMore: boolean;
  hasMore: boolean;
  reload(): void;
  loadMore(): void;
  /** A comment just posted goes on top without reloading the pages already read. */
  prepend(comment: TopComment): void;
  remove(id: number): void;
}

export function useCommentList(object: CommentObject, pageSize: number): CommentList {
  const [records, setRecords] = useState<TopComment[]>([]);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState(0);
  const [status, setStatus] = useState<CommentList['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  // Answers for an object the list has since left (or a superseded reload) are dropped.
  const generation = useRef(0);
  const { commentObjectId, commentObjectType } = object;

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setStatus('loading');
    commentPage({ commentObjectId, commentObjectType }, 1, pageSize).then(
      (page) => {
        if (mine !== generation.current) return;
        setRecords(page.records);
        setTotal(page.total);
        setCurrent(1);
        setStatus('ready');
      },
      () => mine === generation.current && setStatus('failed'),
    );
  }, [commentObjectId, commentObjectType, pageSize]);

  useEffect(reload, [reload]);

  const loadMore = useCallback(() => {
    if (loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    commentPage({ commentObjectId, commentObjectType }, current + 1, pageSize)
      .then((page) => {
        if (mine !== generation.current) return;
        // Comments posted since the first page shift the pages: skip what is already shown.
        setRecords((shown) => [...shown, ...page.records.filter((record) => !shown.some((known) => known.id === record.id))]);
        setTotal(page.total);
        setCurrent(page.current);
      })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [commentObjectId, commentObjectType, current, loadingMore, pageSize]);

  const prepend = useCallback((comment: TopComment) => {
    setRecords((shown) => [comment, ...shown]);
    setTotal((count) => count + 1);
  }, []);

  const remove = useCallback((id: number) => {
    setRecords((shown) => shown.filter((record) => record.id !== id));
    setTotal((count) => Math.max(0, count - 1));
  }, []);

  return { records, total, status, loadingMore, hasMore: status === 'ready' && records.length < total, reload, loadMore, prepend, remove };
}
