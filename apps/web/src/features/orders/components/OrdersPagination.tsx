import Pagination from 'react-bootstrap/Pagination';
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { pageLinks } from '../model/paging.ts';

const t = skCheckout.orders;

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
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t.previous} />
        {pageLinks(page, count).map((link, index) =>
          link === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item
              key={link}
              active={link === page}
              aria-label={t.page(link)}
              aria-current={link === page ? 'page' : undefined}
              onClick={() => link !== page && onPage(link)}
            >
              {link}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next disabled={page >= count} onClick={() => onPage(page + 1)} aria-label={t.next} />
      </Pagination>
    </nav>
  );
}
