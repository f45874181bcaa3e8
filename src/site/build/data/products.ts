// Training projects (spec 1 §2.5, §7.6): the published categories with their products (the
// detail page's left catalogue) and the detail of every product on sale (introduction, common
// questions, related training). Products taken off sale get no page: no list links to them.
import { call } from '../../../api/client';
import type { components } from '../../../api/schema';
import { sortCommonQuestions } from '../../../lib/hot-major';
import type { FetchContext } from '../loader';

type Product = components['schemas']['Product'];

/** Published state of a category and of a category's product relation (spec 1 §7.6: state 1). */
const PUBLISHED = 1;
const PAGE_SIZE = 200;

export interface CatalogueCategory {
  id: number;
  name: string;
  defaultFlag: number;
  /** The category's products on sale, ascending by the relation's seq. */
  productIds: number[];
}

/** Every record of a paged call, page after page. */
async function everyRecord<T>(page: (current: number) => Promise<{ records: T[]; pages: number }>): Promise<T[]> {
  const records: T[] = [];
  for (let current = 1; ; current += 1) {
    const answer = await page(current);
    records.push(...answer.records);
    if (current >= answer.pages || answer.records.length === 0) return records;
  }
}

export async function fetchProducts({ client, tenant }: FetchContext) {
  const tenantId = tenant.id;
  const categoryList = await call(client.POST('/api/product/anyBiz/productOperationCategory/query', { body: { tenantId, state: PUBLISHED } }));
  const categories = await Promise.all(
    categoryList.map(async ({ id, name, defaultFlag }): Promise<CatalogueCategory> => {
      const relations = await everyRecord((current) =>
        call(
          client.POST('/api/product/anyBiz/productOperationRelation/page', {
            body: { current, size: PAGE_SIZE, sort: 'seq', order: 'ascending', model: { bizId: id, bizType: 'CATEGORY', state: PUBLISHED, tenantId } },
          }),
        ),
      );
      return { id, name, defaultFlag, productIds: relations.map((relation) => relation.productId) };
    }),
  );

  const onSale: Product[] = await everyRecord((current) =>
    call(client.POST('/api/product/anyBiz/product/page', { body: { current, size: PAGE_SIZE, model: { tenantId } } })),
  );
  const products = await Promise.all(
    onSale.map(async ({ id }) => {
      const detail = await call(client.GET('/api/product/anyBiz/product/detail', { params: { query: { id, tenantId } } }));
      // The rule of spec 1 §2.5 is applied here too, so another server's order cannot break it.
      return { ...detail, commonQuestions: sortCommonQuestions(detail.commonQuestions) };
    }),
  );

  return { categories, products };
}

export type ProductsData = Awaited<ReturnType<typeof fetchProducts>>;
export type ProductDetail = ProductsData['products'][number];
