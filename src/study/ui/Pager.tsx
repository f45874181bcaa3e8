// Previous, the page numbers and next, for a list read page by page. The ends are disabled.
import { useT } from '../../ui/useT';

interface PagerProps {
  current: number;
  pages: number;
  onPage(page: number): void;
  /** Names the list the pager moves through, for screen readers. */
  label: string;
}

const button = 'min-w-9 rounded-md border px-3 py-1.5 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-40';

export function Pager({ current, pages, onPage, label }: PagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} ${t('common.pager.label')}`} className="mt-6 flex flex-wrap items-center justify-center gap-2" data-pager>
      <button type="button" className={`${button} border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand`} disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('common.pager.previous')}
      </button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
        <button
          key={page}
          type="button"
          aria-current={page === current ? 'page' : undefined}
          aria-label={t('common.pager.page', { page })}
          className={`${button} ${page === current ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand'}`}
          onClick={() => page !== current && onPage(page)}
        >
          {page}
        </button>
      ))}
      <button type="button" className={`${button} border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand`} disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
