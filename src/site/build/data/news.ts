// The news area (spec 1 §2.7, §7.4): the categories, every page of the list of each category and
// of all categories together, paged by the API exactly as the pages show them (4 per page, spec 1
// §9), and every listed item's detail. Content stays as the CMS wrote it: pages sanitize it.
import { call } from '../../../api/client';
import { allPages } from './all-pages';
import type { components } from '../../../api/schema';
import type { FetchContext } from '../loader';

type Article = components['schemas']['Article'];

/** News items per list page (spec 1 §9). */
export const NEWS_PAGE_SIZE = 4;
/** Categories fetched at once (spec 1 §9: categories 99). */
const CATEGORY_PAGE_SIZE = 99;
/** The categorizeId path segment of the list of every category (/news-information/list/all/2/). */
export const ALL_CATEGORIES = 'all';
/** Published status: the only one that is public. */
const PUBLISHED = 1;

/** What a list page shows of an item; the detail page has the rest. */
export interface NewsSummary {
  id: number;
  title: string;
  cover: string | null;
  introduction: string | null;
  publishTime: string;
  isVideo: boolean;
  categories: { categorizeId: number; name: string }[];
}

export interface NewsList {
  /** null: every category together. */
  categorizeId: number | null;
  total: number;
  /** pages[0] is page 1; no pages when the list is empty. */
  pages: NewsSummary[][];
}

/** When contentType.code is INFORMATION the item is a video whose content is its URL (spec 1 §2.7). */
export const isVideoNews = (article: Pick<Article, 'contentType'>) => article.contentType?.code === 'INFORMATION';

function summaryOf(article: Article): NewsSummary {
  return {
    id: article.id,
    title: article.title,
    cover: article.cover,
    introduction: article.introduction,
    publishTime: article.publishTime,
    isVideo: isVideoNews(article),
    categories: article.relatedCategorizeList,
  };
}

export async function fetchNews({ client }: FetchContext) {
  const { records: categories } = await call(
    client.POST('/api/universityAdvertise/anyUser/categorize/page', {
      body: { current: 1, size: CATEGORY_PAGE_SIZE, sort: 'seq', order: 'ascending', model: {} },
    }),
  );

  const listOf = async (categorizeId: number | null): Promise<NewsList & { records: Article[] }> => {
    // Page by page, as the list pages show them: the API decides the order (pinned first, then newest).
    const { pages, total } = await allPages((current) =>
      call(
        client.POST('/api/universityAdvertise/anyUser/newInformation/newInformationPage', {
          body: {
            current,
            size: NEWS_PAGE_SIZE,
            status: PUBLISHED,
            model: { status: PUBLISHED, ...(categorizeId === null ? {} : { categorizeId }) },
          },
        }),
      ),
    );
    return { categorizeId, total, pages: pages.map((records) => records.map(summaryOf)), records: pages.flat() };
  };

  const lists = await Promise.all([listOf(null), ...categories.map((category) => listOf(category.id))]);

  const ids = [...new Set(lists.flatMap((list) => list.records.map((article) => article.id)))];
  const articles = await Promise.all(
    ids.map((id) => call(client.GET('/api/universityAdvertise/anyUser/newInformation/detail', { params: { query: { id } } }))),
  );

  return {
    categories: categories.map(({ id, name, seq }) => ({ id, name, seq })),
    lists: lists.map(({ categorizeId, total, pages }): NewsList => ({ categorizeId, total, pages })),
    articles,
  };
}

export type NewsData = Awaited<ReturnType<typeof fetchNews>>;
