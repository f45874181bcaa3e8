// The training recommended with a micro-classroom item (relatedProductResultVOS), each linking to
// its training project page.
import { couponPriceMessage } from '../../lib/product';
import { sitePath } from '../../lib/site-routes';
import { useT } from '../../ui/useT';
import type { RecommendedProduct } from './micro-data';

export function RecommendedTraining({ products }: { products: RecommendedProduct[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="micro-recommended-heading" data-micro-recommended>
      <h3 id="micro-recommended-heading" className="mb-3 text-sm font-semibold text-slate-900">
        {t('site.training.recommended')}
      </h3>
      <ul className="space-y-2">
        {products.map((product) => {
          const price = couponPriceMessage(product.defCouponPrice);
          return (
            <li key={product.id}>
              <a
                href={sitePath('/educational-product', product.id)}
                className="group flex gap-3 rounded-xl p-2 ring-1 ring-slate-200 transition hover:bg-brand/5 hover:ring-brand/40"
                data-micro-product={product.id}
              >
                <span className="h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                  {product.pic && <img src={product.pic} alt="" className="size-full object-cover" loading="lazy" />}
                </span>
                <span className="flex min-w-0 flex-col justify-between">
                  <span className="line-clamp-2 text-sm leading-5 font-medium text-slate-900 group-hover:text-brand">{product.name}</span>
                  {price && <span className="text-sm font-semibold text-rose-600">{t(price)}</span>}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
