/** Page links of My orders: pages count from 1; long lists show the first, the last and the neighbours. */
export type PageLink = number | 'gap';

export const pageCount = (totalResults: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalResults / pageSize));

/** Page numbers around the current one (±1) plus the first and the last, with gaps where pages are left out. */
export function pageLinks(current: number, count: number): PageLink[] {
  const wanted = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of pages) {
    const previous = links[links.length - 1];
    if (typeof previous === 'number' && page - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}

/** The page asked for in the address (?page=N), or 1 for anything that is not a whole number from 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
