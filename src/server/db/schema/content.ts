// The public site's content lists (spec 1 §3, §7.4): banners, the album, news and notices with
// their categories, hot majors and their common questions.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdTime, ownedBy, schoolTable, schoolList } from './columns';


/** 1 is published (spec 1 §3, §9); anything else stays off the public lists. */
export const PUBLISHED = 1;

export const banners = schoolList('banners', {
  name: text('name'),
  pic: text('pic').notNull(),
  linkUrl: text('link_url'),
  seq: integer('seq'),
  status: integer('status').notNull().default(PUBLISHED),
});

/** Album categories; their picture and video counts are counted from the open items. */
export const materialCategories = schoolList('material_categories', {
  categoryName: text('category_name').notNull(),
  /** The tab key (categoryTabKey) the album modal selects the category by. */
  value: text('value').notNull(),
  seq: integer('seq'),
  /** Comma-separated client types (PC, H5) that show the category. */
  clientTypes: text('client_types').notNull().default('PC,H5'),
});

/** Album items: a picture, or a video with its cover picture. */
export const materials = schoolTable(
  'materials',
  {
    materialCategoryId: ownedBy('material_category_id', () => materialCategories.id),
    /** PIC or VIDEO. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    introduce: text('introduce'),
    pic: text('pic').notNull(),
    video: text('video'),
    seq: integer('seq'),
    /** 1 when the item is open to the public (open=1 of the album call). */
    open: integer('open').notNull().default(1),
  },
  (table) => [index('materials_category_idx').on(table.tenantId, table.materialCategoryId)],
);

/** News categories (spec 1 §3 'Category'). */
export const categorizes = schoolList('categorizes', {
  name: text('name').notNull(),
  seq: integer('seq'),
});

export const ARTICLE_KINDS = ['NEW_INFORMATION', 'NOTICE'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/**
 * News items and notices in one table: the notice ticker and the discover feed merge both kinds,
 * and one id sequence keeps an id meaning one article whichever list it came from. `kind` is the
 * commentObjectType.code a reference to the article carries.
 */
export const articles = schoolTable(
  'articles',
  {
    kind: text('kind').$type<ArticleKind>().notNull(),
    title: text('title').notNull(),
    cover: text('cover'),
    introduction: text('introduction'),
    /** HTML, or the video's URL when contentType is INFORMATION. */
    content: text('content').notNull().default(''),
    /** News only: ARTICLE (rich text) or INFORMATION (a video). */
    contentType: text('content_type'),
    sources: text('sources'),
    writerName: text('writer_name'),
    status: integer('status').notNull().default(PUBLISHED),
    seq: integer('seq'),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    createdTime: createdTime(),
    /**
     * Related training products by name: products are seeded after content, so their ids are
     * looked up when an article is read.
     */
    relatedProductNames: jsonb('related_product_names').$type<string[]>().notNull().default([]),
  },
  (table) => [index('articles_tenant_kind_idx').on(table.tenantId, table.kind, table.publishTime)],
);

export const articleCategorizes = pgTable(
  'article_categorizes',
  {
    articleId: ownedBy('article_id', () => articles.id),
    categorizeId: ownedBy('categorize_id', () => categorizes.id),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.categorizeId] }), index('article_categorizes_categorize_idx').on(table.categorizeId)],
);

export interface RelatedCertificate {
  name: string;
  url: string;
}

export const hotMajors = schoolList('hot_majors', {
  name: text('name').notNull(),
  pic: text('pic'),
  seq: integer('seq'),
  /** Yuan per month, a figure or a range ('8000-12000'). */
  industrySalary: text('industry_salary'),
  employmentProspectDescribe: text('employment_prospect_describe'),
  suitabilityPeopleDescribe: text('suitability_people_describe'),
  /** The JSON text of a list of { name, url }. */
  relatedCertificate: text('related_certificate'),
  /**
   * The platform sends the list either as a list or as its JSON text (spec 1 §2.4); the seed
   * keeps which, so that clients are tested against both.
   */
  relatedCertificateAsText: boolean('related_certificate_as_text').notNull().default(false),
  /** Related training products by name, looked up when the major is read (as for articles). */
  relatedProductNames: jsonb('related_product_names').$type<string[]>().notNull().default([]),
  status: integer('status').notNull().default(PUBLISHED),
});

/** FAQs of a hot major; a training project's questions live with the products. */
export const commonQuestions = schoolTable(
  'common_questions',
  {
    majorId: ownedBy('major_id', () => hotMajors.id),
    name: text('name').notNull(),
    /** HTML. */
    answer: text('answer').notNull(),
    seq: integer('seq'),
  },
  (table) => [index('common_questions_major_idx').on(table.tenantId, table.majorId)],
);
