/**
 * The window's title: "<page> | Vstupenky". A page names itself through its <h1> (the layout reads it), or
 * through `usePageTitle` when the heading alone says too little (a sector: its match and date as well).
 */
import { useEffect } from 'react';

export const TITLE_SUFFIX = 'Vstupenky';

let explicitTitle: string | null = null;

export const windowTitle = (pageTitle: string) =>
  pageTitle ? `${pageTitle} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;

/** The title a page set itself, if any; the layout's heading-based title gives way to it. */
export const pageTitleSetByPage = () => explicitTitle;

/** Names the page in the window's title while it is shown (null: not known yet, the heading's title stays). */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    explicitTitle = title;
    document.title = windowTitle(title);
    return () => {
      if (explicitTitle === title) explicitTitle = null;
    };
  }, [title]);
}
