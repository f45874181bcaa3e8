// What the home page shows (spec 1 §2.1 home row, §9), fetched once per tenant at build time.
// The selection rules of src/lib are applied here, so the page receives each list as it is shown;
// lists a visitor pages through in the browser (training projects, reviews, short videos) arrive
// whole, because the static page renders every item and the client pager shows one page.
import dayjs from 'dayjs';
import { call } from '../../../api/client';
import { homeCategories } from '../../../lib/home-categories';
import { homeCoupons } from '../../../lib/coupon';
import { isMediaAddress } from '../../../lib/media-address';
import { sortReviews } from '../../../lib/review';
import { visibleShortVideoTags } from '../../../lib/short-video';
import type { FetchContext } from '../loader';

/** The notice ticker covers the last 30 days (spec 1 §9). */
export const NOTICE_TICKER_DAYS = 30;
export const HOT_MAJOR_COUNT = 5;

/**
 * An address the CMS gives for a link or a video that a visitor's browser follows: kept only when
 * it is an http(s) URL or a path of the site, so a `javascript:` banner link never reaches a page.
 */
const followable = (address: string | null | undefined) => (address && isMediaAddress(address) ? address : null);
export const NEWS_COUNT = 4;
/** News categories are read with the news list's page size (spec 1 §9: categories 99). */
const CATEGORY_PAGE_SIZE = 99;
/** How many items of a browser-paged list the static page holds at most. */
const RENDERED_LIST_LIMIT = 100;
// The platform's date-time form, in the build machine's local time like the rest of the platform's dates.
const PLATFORM_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

type ShortVideoBizType = 'PEOPLE_SAY' | 'MICRO_CLASSROOM';

async function shortVideoSection({ client, tenant }: FetchContext, bizType: ShortVideoBizType) {
  const [tags, page] = await Promise.all([
    call(client.GET('/api/universityAdvertise/anyUser/contentOperationTag/list', { params: { query: { tenantId: tenant.id, bizType } } })),
    call(
      client.POST('/api/universityAdvertise/anyUser/contentOperation/page', {
        body: { current: 1, size: RENDERED_LIST_LIMIT, sort: 'sort', order: 'ascending', model: { bizType, tenantId: tenant.id } },
      }),
    ),
  ]);
  return {
    tags: visibleShortVideoTags(tags).map(({ id, name }) => ({ id, name })),
    videos: page.records.map(({ id, title, pic, contentUrl, author, authorAvatar, likeNum, tags: videoTags }) => ({
      id,
      title,
      pic,
      contentUrl: followable(contentUrl),
      author,
      authorAvatar,
      likeNum,
      tagIds: videoTags.map((tag) => tag.id),
    })),
  };
}

export type ShortVideoSection = Awaited<ReturnType<typeof shortVideoSection>>;

async function trainingProjects({ client, tenant }: FetchContext) {
  const categories = await call(client.POST('/api/product/anyBiz/productOperationCategory/query', { body: { tenantId: tenant.id, state: 1 } }));
  // The default category (defaultFlag 1); a school that marked none shows its first.
  const category = categories.find((candidate) => candidate.defaultFlag === 1) ?? categories[0];
  if (!category) return [];
  const page = await call(
    client.POST('/api/product/anyBiz/productOperationRelation/page', {
      body: { current: 1, size: RENDERED_LIST_LIMIT, sort: 'seq', order: 'ascending', model: { bizId: category.id, bizType: 'CATEGORY', state: 1 } },
    }),
  );
  return page.records.map((relation) => relation.product);
}

export async function fetchHome(context: FetchContext) {
  const { client, tenant } = context;
  const tenantId = tenant.id;
  const now = dayjs();

  const [banners, categories, notices, coupons, products, reviews, peopleSay, microClassroom, hotMajors, news] = await Promise.all([
    call(client.GET('/api/universityAdvertise/anyUser/contentOperation/getMaterialPosterList', { params: { query: { tenantId } } })),
    call(client.POST('/api/universityAdvertise/anyUser/categorize/page', { body: { current: 1, size: CATEGORY_PAGE_SIZE, sort: 'seq', order: 'ascending', model: {} } })),
    call(
      client.POST('/api/universityAdvertise/anyBiz/discoverArticle/mergeCustomPage', {
        body: {
          current: 1,
          size: RENDERED_LIST_LIMIT,
          startTime: now.subtract(NOTICE_TICKER_DAYS, 'day').format(PLATFORM_DATE_TIME),
          endTime: now.format(PLATFORM_DATE_TIME),
          model: { commentObjectType: 'NOTICE' },
        },
      }),
    ),
    call(client.POST('/api/enroll/anyBiz/coupon/list/receivablePage', { body: { current: 1, size: RENDERED_LIST_LIMIT, model: { state: 1, tenantId } } })),
    trainingProjects(context),
    call(client.POST('/api/universityAdvertise/anyBiz/commentScore/page', { body: { current: 1, size: RENDERED_LIST_LIMIT } })),
    shortVideoSection(context, 'PEOPLE_SAY'),
    shortVideoSection(context, 'MICRO_CLASSROOM'),
    call(client.POST('/api/universityAdvertise/anyUser/hotMajor/hotMajorPage', { body: { current: 1, size: HOT_MAJOR_COUNT, sort: 'seq', order: 'ascending', model: {} } })),
    call(client.POST('/api/universityAdvertise/anyUser/newInformation/newInformationPage', { body: { current: 1, size: NEWS_COUNT, status: 1, model: { status: 1 } } })),
  ]);

  return {
    banners: banners.map(({ id, name, pic, linkUrl }) => ({ id, name, pic, linkUrl: followable(linkUrl) })),
    categories: homeCategories(categories.records, tenant.locale).map(({ id, name, label }) => ({ id, name, label })),
    notices: notices.records.map(({ id, title, publishTime }) => ({ id, title, publishTime })),
    coupons: homeCoupons(coupons.records),
    trainingProjects: products,
    reviews: sortReviews(reviews.records).map(({ id, commentAuthorName, commentAuthorPic, commentContent, score, commentTop, createdTime, thumbsCount, file, tags, product, schoolComment }) => ({
      id,
      commentAuthorName,
      commentAuthorPic,
      commentContent,
      score,
      commentTop,
      createdTime,
      thumbsCount,
      file,
      tags,
      product,
      schoolComment,
    })),
    peopleSay,
    microClassroom,
    hotMajors: hotMajors.records.map(({ id, name, pic, industrySalary, employmentProspectDescribe }) => ({ id, name, pic, industrySalary, employmentProspectDescribe })),
    news: news.records.map(({ id, title, cover, introduction, publishTime }) => ({ id, title, cover, introduction, publishTime })),
  };
}

export type HomeData = Awaited<ReturnType<typeof fetchHome>>;
