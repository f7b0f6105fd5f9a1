import Pagination from 'react-bootstrap/Pagination';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { pageLinks } from '../model/paging.ts';

const t = orderText.view.orders;

/**
 * A pager arrow or gap: the sign for the eye, a Slovak word for screen readers. react-bootstrap's
 * Prev/Next/Ellipsis carry hidden English words ("Previous", "More"), so the pager builds its own.
 */
function Sign({ sign, label }: { sign: string; label: string }) {
  return (
    <>
      <span aria-hidden="true">{sign}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/** Bootstrap pagination of My orders (and My invoices); pages count from 1. */
export function OrdersPagination({
  page,
  count,
  onPage,
  label = t.pagination,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  /** What the pages are of ("Stránky objednávok"). */
  label?: string;
}) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination className="flex-wrap mb-0">
        <Pagination.Item disabled={page <= 1} onClick={page > 1 ? () => onPage(page - 1) : undefined}>
          <Sign sign="‹" label={t.previous} />
        </Pagination.Item>
        {pageLinks(page, count).map((link, index) =>
          link === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <Pagination.Item key={`gap-${index}`} disabled>
              <Sign sign="…" label={t.gap} />
            </Pagination.Item>
          ) : (
            <Pagination.Item
              key={link}
              active={link === page}
              activeLabel=""
              aria-label={orderText.t('orders.page', { n: link })}
              aria-current={link === page ? 'page' : undefined}
              onClick={() => link !== page && onPage(link)}
            >
              {link}
            </Pagination.Item>
          ),
        )}
        <Pagination.Item disabled={page >= count} onClick={page < count ? () => onPage(page + 1) : undefined}>
          <Sign sign="›" label={t.next} />
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}
