import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount, pageFromSearch } from '../model/paging.ts';

/** The page of a paged list kept in the address (`?page=`, from 1); a page change focuses the list's heading. */
export function usePageInAddress() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const listTop = useRef<HTMLHeadingElement>(null);
  const goTo = useCallback(
    (next: number) => {
      setSearch(next === 1 ? {} : { page: String(next) });
      listTop.current?.focus();
    },
    [setSearch],
  );
  return { page, goTo, listTop };
}

type LoadedPage = { data: unknown[]; totalResults: number; pageSize: number };

/** The number of pages; a page past the end (an old link, rows gone since) moves to the last one. */
export function usePageCount(data: LoadedPage | undefined, page: number, goTo: (page: number) => void) {
  const count = data ? pageCount(data.totalResults, data.pageSize) : 1;
  useEffect(() => {
    if (data && data.data.length === 0 && page > count) goTo(count);
  }, [data, page, count, goTo]);
  return count;
}
