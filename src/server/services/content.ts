// The content lists of the public site as the contract hands them out: paging, the order a
// client may ask for, and articles (news and notices) with what they refer to.
import { and, asc, count, desc, eq, exists, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  articleCategorizes,
  articles,
  banners,
  categorizes,
  commonQuestions,
  hotMajors,
  materialCategories,
  materials,
  PUBLISHED,
  products,
  type ArticleKind,
} from '../db/schema';
import { badRequest, notFound } from '../envelope';
import { tablePage } from './page-query';
import { bySeq } from './school';

const DIRECTIONS: Record<string, 'asc' | 'desc'> = { ascending: 'asc', ascend: 'asc', asc: 'asc', descending: 'desc', descend: 'desc', desc: 'desc' };

/**
 * The ORDER BY of a list: `sort` names fields (comma-separated) among those the list allows,
 * `order` their directions (ascending or descending, comma-separated; the last one repeats).
 * Rows without a value sort last either way; `fallback` breaks ties and is the order when no
 * sort is asked.
 */
export function orderOf(request: { sort?: string; order?: string }, fields: Record<string, AnyPgColumn>, fallback: SQL[]): SQL[] {
  const sorts = (request.sort ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (sorts.length === 0) return fallback;
  const orders = (request.order ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const chosen = sorts.map((field, index) => {
    const column = fields[field];
    if (!column) throw badRequest(`sort: unknown field '${field}' (one of ${Object.keys(fields).join(', ')})`);
    const word = orders[Math.min(index, orders.length - 1)] ?? 'ascending';
    const direction = DIRECTIONS[word.toLowerCase()];
    if (!direction) throw badRequest(`order: '${word}' is neither ascending nor descending`);
    return direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  });
  return [...chosen, ...fallback];
}

/** Public lists show published items only; a client asking for another status is told so. */
export function requirePublished(field: string, status: number | undefined) {
  if (status !== undefined && status !== PUBLISHED) throw badRequest(`${field}: only published items (${PUBLISHED}) are public`);
}

const KIND_DESC: Record<ArticleKind, string> = { NEW_INFORMATION: 'news', NOTICE: 'notice' };
const CONTENT_TYPE_DESC: Record<string, string> = { ARTICLE: 'article', INFORMATION: 'video' };

type ArticleRow = typeof articles.$inferSelect;

/** Published articles of the tenant, optionally of one kind. */
export function publishedArticles(tenantId: string, kind?: ArticleKind): SQL[] {
  const conditions = [eq(articles.tenantId, tenantId), eq(articles.status, PUBLISHED)];
  if (kind) conditions.push(eq(articles.kind, kind));
  return conditions;
}

/** The order of article lists unless asked otherwise: pinned (seq) first, then newest first. */
export const articleFallbackOrder = () => [sql`${articles.seq} asc nulls last`, desc(articles.publishTime), desc(articles.id)];

export const articleSortFields = { publishTime: articles.publishTime, createdTime: articles.createdTime, seq: articles.seq, id: articles.id, title: articles.title };

/**
 * Articles as the contract hands them out, with their categories and the ids of their related
 * products. Products are named in the seed and looked up now, because they are seeded after
 * content; a name that matches no listed product is left out.
 */
export async function toArticles(db: Database, tenantId: string, rows: ArticleRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const links = await db
    .select({ articleId: articleCategorizes.articleId, categorizeId: categorizes.id, name: categorizes.name })
    .from(articleCategorizes)
    .innerJoin(categorizes, eq(categorizes.id, articleCategorizes.categorizeId))
    .where(inArray(articleCategorizes.articleId, ids))
    .orderBy(sql`${categorizes.seq} asc nulls last`, asc(categorizes.id));
  return withRelatedProducts(db, tenantId, rows, (row) => ({
    id: row.id,
    title: row.title,
    cover: row.cover,
    introduction: row.introduction,
    content: row.content,
    contentType: row.contentType ? { code: row.contentType, desc: CONTENT_TYPE_DESC[row.contentType] ?? row.contentType } : null,
    sources: row.sources,
    writerName: row.writerName,
    status: row.status,
    seq: row.seq,
    publishTime: row.publishTime.toISOString(),
    createdTime: row.createdTime.toISOString(),
    commentObjectType: { code: row.kind, desc: KIND_DESC[row.kind] },
    relatedCategorizeList: links.filter((link) => link.articleId === row.id).map(({ categorizeId, name }) => ({ categorizeId, name })),
  }));
}

/**
 * `rows` as `shape` hands them out, each with the products it names (relatedProductList): a name
 * that matches no listed product is left out.
 */
async function withRelatedProducts<TRow extends { relatedProductNames: string[] }, T>(db: Database, tenantId: string, rows: TRow[], shape: (row: TRow) => T) {
  const productIds = await productIdsByName(db, tenantId, rows.flatMap((row) => row.relatedProductNames));
  return rows.map((row) => ({
    ...shape(row),
    relatedProductList: row.relatedProductNames.flatMap((name) => {
      const productId = productIds.get(name);
      return productId === undefined ? [] : [{ productId, productName: name }];
    }),
  }));
}

/** Ids of the tenant's listed products (state 1) by name. */
async function productIdsByName(db: Database, tenantId: string, names: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.state, 1), inArray(products.name, unique)))
    .orderBy(asc(products.id));
  const map = new Map<string, number>();
  for (const row of rows) if (!map.has(row.name)) map.set(row.name, row.id);
  return map;
}

/** One published article of the tenant, or a 404 naming what was asked for. */
export async function findArticle(db: Database, tenantId: string, id: number, kind?: ArticleKind) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), ...publishedArticles(tenantId, kind)))
    .limit(1);
  const what = kind === 'NOTICE' ? 'notice' : kind === 'NEW_INFORMATION' ? 'news item' : 'article';
  if (!row) throw notFound(`no ${what} with id ${id}`);
  const [article] = await toArticles(db, tenantId, [row]);
  return article!;
}

// ── The album ───────────────────────────────────────────────────────────────────────────────

/** Album categories with the counts of their open pictures and videos, ascending by seq. */
export async function materialCategoriesOf(db: Database, tenantId: string, clientType?: 'PC' | 'H5') {
  const conditions: SQL[] = [eq(materialCategories.tenantId, tenantId)];
  if (clientType) conditions.push(sql`${clientType} = any(string_to_array(${materialCategories.clientTypes}, ','))`);
  const rows = await db
    .select({
      id: materialCategories.id,
      categoryName: materialCategories.categoryName,
      value: materialCategories.value,
      seq: materialCategories.seq,
      picNum: sql<number>`count(${materials.id}) filter (where ${materials.type} = 'PIC')`.mapWith(Number),
      videoNum: sql<number>`count(${materials.id}) filter (where ${materials.type} = 'VIDEO')`.mapWith(Number),
    })
    .from(materialCategories)
    .leftJoin(materials, and(eq(materials.materialCategoryId, materialCategories.id), eq(materials.open, 1)))
    .where(and(...conditions))
    .groupBy(materialCategories.id)
    .orderBy(sql`${materialCategories.seq} asc nulls last`, asc(materialCategories.id));
  return rows.map((row) => ({ ...row, name: row.categoryName, label: row.categoryName, count: row.picNum + row.videoNum }));
}

/** The tab key that stands for every category, as the album modal's 'all' entry sends it. */
const ALL_TAB_KEY = 'all';

/** The category an album call names by id or tab key; undefined when it names none (all items). */
async function albumCategory(db: Database, tenantId: string, query: { materialCategoryId?: number; categoryTabKey?: string }) {
  const key = query.categoryTabKey?.trim();
  const byKey = key && key.toLowerCase() !== ALL_TAB_KEY ? key : undefined;
  if (query.materialCategoryId === undefined && byKey === undefined) return undefined;
  const condition =
    query.materialCategoryId !== undefined ? eq(materialCategories.id, query.materialCategoryId) : eq(materialCategories.value, byKey!);
  const [category] = await db
    .select()
    .from(materialCategories)
    .where(and(eq(materialCategories.tenantId, tenantId), condition))
    .limit(1);
  if (!category) {
    throw notFound(query.materialCategoryId !== undefined ? `no material category with id ${query.materialCategoryId}` : `no material category with categoryTabKey '${byKey}'`);
  }
  if (query.materialCategoryId !== undefined && byKey !== undefined && byKey !== category.value) {
    throw badRequest(`categoryTabKey '${byKey}' is not the key of material category ${category.id}`);
  }
  return category;
}

const ALBUM_TYPE_DESC: Record<string, string> = { PIC: 'picture', VIDEO: 'video' };

/** Open album items of a category, or of every category, in the categories' order. */
export async function albumItemsOf(db: Database, tenantId: string, query: { materialCategoryId?: number; categoryTabKey?: string }) {
  const category = await albumCategory(db, tenantId, query);
  const conditions: SQL[] = [eq(materials.tenantId, tenantId), eq(materials.open, 1)];
  if (category) conditions.push(eq(materials.materialCategoryId, category.id));
  const rows = await db
    .select({ item: materials, categoryName: materialCategories.categoryName })
    .from(materials)
    .innerJoin(materialCategories, eq(materialCategories.id, materials.materialCategoryId))
    .where(and(...conditions))
    .orderBy(sql`${materialCategories.seq} asc nulls last`, asc(materialCategories.id), sql`${materials.seq} asc nulls last`, asc(materials.id));
  return rows.map(({ item, categoryName }) => ({
    id: item.id,
    type: { code: item.type as 'PIC' | 'VIDEO', desc: ALBUM_TYPE_DESC[item.type] ?? item.type },
    pic: item.pic,
    video: item.video,
    name: item.name,
    introduce: item.introduce,
    materialCategoryId: item.materialCategoryId,
    materialCategoryName: categoryName,
    seq: item.seq,
    thumbed: 0,
  }));
}

// ── Hot majors ─────────────────────────────────────────────────────────────────────────────

type HotMajorRow = typeof hotMajors.$inferSelect;

function relatedCertificateOf(row: HotMajorRow): { name: string; url: string }[] | string | null {
  if (row.relatedCertificate === null) return null;
  if (row.relatedCertificateAsText) return row.relatedCertificate;
  try {
    return JSON.parse(row.relatedCertificate) as { name: string; url: string }[];
  } catch {
    // Unreadable stored text is handed out as it is rather than failing the whole list.
    return row.relatedCertificate;
  }
}

export async function toHotMajors(db: Database, tenantId: string, rows: HotMajorRow[]) {
  return withRelatedProducts(db, tenantId, rows, (row) => ({
    id: row.id,
    name: row.name,
    pic: row.pic,
    seq: row.seq,
    industrySalary: row.industrySalary,
    employmentProspectDescribe: row.employmentProspectDescribe,
    suitabilityPeopleDescribe: row.suitabilityPeopleDescribe,
    relatedCertificate: relatedCertificateOf(row),
  }));
}

export async function findHotMajor(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(hotMajors)
    .where(and(eq(hotMajors.id, id), eq(hotMajors.tenantId, tenantId), eq(hotMajors.status, PUBLISHED)))
    .limit(1);
  if (!row) throw notFound(`no hot major with id ${id}`);
  return row;
}

// ── Paged lists ────────────────────────────────────────────────────────────────────────────

interface ListRequest {
  current: number;
  size: number;
  sort?: string;
  order?: string;
}

/** A page of the tenant's published articles matching `conditions`, in the asked order. */
export async function articlePage(db: Database, tenantId: string, request: ListRequest, conditions: SQL[]) {
  const where = and(...conditions);
  const orderBy = orderOf(request, articleSortFields, articleFallbackOrder());
  return tablePage(db, articles, where, orderBy, request, (rows) => toArticles(db, tenantId, rows));
}

/** Articles filed under a news category of the tenant; a category of another tenant is unknown. */
export async function inCategorize(db: Database, tenantId: string, categorizeId: number): Promise<SQL> {
  const [category] = await db
    .select({ id: categorizes.id })
    .from(categorizes)
    .where(and(eq(categorizes.id, categorizeId), eq(categorizes.tenantId, tenantId)))
    .limit(1);
  if (!category) throw notFound(`no news category with id ${categorizeId}`);
  return exists(
    db
      .select({ one: sql`1` })
      .from(articleCategorizes)
      .where(and(eq(articleCategorizes.articleId, articles.id), eq(articleCategorizes.categorizeId, categorizeId))),
  );
}

/** Titles containing the words, case-insensitively; % and _ are taken literally. */
export function titleContains(column: AnyPgColumn, words: string | undefined): SQL | undefined {
  const text = words?.trim();
  return text ? ilike(column, `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`) : undefined;
}

export async function categorizePage(db: Database, tenantId: string, request: ListRequest & { model: { name?: string } }) {
  const where = and(eq(categorizes.tenantId, tenantId), titleContains(categorizes.name, request.model.name));
  const orderBy = orderOf(request, { seq: categorizes.seq, id: categorizes.id, name: categorizes.name }, [sql`${categorizes.seq} asc nulls last`, asc(categorizes.id)]);
  return tablePage(db, categorizes, where, orderBy, request, (rows) => rows.map(({ id, name, seq }) => ({ id, name, seq })));
}

export async function hotMajorPage(db: Database, tenantId: string, request: ListRequest & { model: { name?: string } }) {
  const where = and(eq(hotMajors.tenantId, tenantId), eq(hotMajors.status, PUBLISHED), titleContains(hotMajors.name, request.model.name));
  const orderBy = orderOf(request, { seq: hotMajors.seq, id: hotMajors.id, name: hotMajors.name }, [sql`${hotMajors.seq} asc nulls last`, asc(hotMajors.id)]);
  return tablePage(db, hotMajors, where, orderBy, request, (rows) => toHotMajors(db, tenantId, rows));
}

/** A published hot major's common questions: by seq, those without seq last (spec 1 §2.5). */
export async function commonQuestionPage(db: Database, tenantId: string, request: ListRequest & { model: { majorId: number } }) {
  await findHotMajor(db, tenantId, request.model.majorId);
  const where = and(eq(commonQuestions.tenantId, tenantId), eq(commonQuestions.majorId, request.model.majorId));
  const orderBy = orderOf(request, { seq: commonQuestions.seq, id: commonQuestions.id }, [sql`${commonQuestions.seq} asc nulls last`, asc(commonQuestions.id)]);
  return tablePage(db, commonQuestions, where, orderBy, request, (rows) => rows.map(({ id, seq, name, majorId, answer }) => ({ id, seq, name, majorId, answer })));
}

/** The school's published banners, by seq. */
export async function bannersOf(db: Database, tenantId: string) {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.tenantId, tenantId), eq(banners.status, PUBLISHED)))
    .orderBy(...bySeq(banners.seq, banners.id));
  return rows.map(({ id, name, pic, linkUrl, seq }) => ({ id, name, pic, linkUrl, seq }));
}
