// The notice area (spec 1 §2.7, §9): every page of the published notices as the API pages them
// (6 per page), the 5 latest for the sidebars, and every listed notice's detail. Content stays as
// the CMS wrote it: pages sanitize it.
import { call } from '../../../api/client';
import { allPages } from './all-pages';
import type { components } from '../../../api/schema';
import type { FetchContext } from '../loader';

type Article = components['schemas']['Article'];

/** Notices per list page (spec 1 §9). */
export const NOTICE_PAGE_SIZE = 6;
/** Notices in a sidebar (spec 1 §9). */
export const NOTICE_SIDEBAR_SIZE = 5;
/** Published status: the only one that is public (spec 1 §3 Notice). */
const PUBLISHED = 1;

/** What a list shows of a notice; the detail page has the rest. */
export interface NoticeSummary {
  id: number;
  title: string;
  writerName: string | null;
  publishTime: string;
}

const summaryOf = ({ id, title, writerName, publishTime }: Article): NoticeSummary => ({ id, title, writerName, publishTime });

export async function fetchNotices({ client }: FetchContext) {
  const page = (current: number, size: number, order: { sort?: string; order?: string } = {}) =>
    call(
      client.POST('/api/universityAdvertise/anyUser/notice/noticePage', {
        body: { current, size, status: PUBLISHED, model: { status: PUBLISHED }, ...order },
      }),
    );

  // The list keeps the API's order (pinned notices first, then newest).
  const { pages, total } = await allPages((current) => page(current, NOTICE_PAGE_SIZE));
  // The sidebar shows the latest, whatever is pinned.
  const latest = await page(1, NOTICE_SIDEBAR_SIZE, { sort: 'publishTime', order: 'descending' });

  const notices = await Promise.all(
    pages.flat().map(({ id }) => call(client.GET('/api/universityAdvertise/anyUser/notice/detail', { params: { query: { id } } }))),
  );

  return {
    total,
    pages: pages.map((records) => records.map(summaryOf)),
    latest: latest.records.map(summaryOf),
    notices,
  };
}

export type NoticesData = Awaited<ReturnType<typeof fetchNotices>>;
