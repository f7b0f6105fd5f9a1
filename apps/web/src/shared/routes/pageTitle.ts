/**
 * The window's title: "<page> | Vstupenky" ("<page> | Tickets" in English). A page names itself through its
 * <h1> (the layout reads it), or through `usePageTitle` when the heading alone says too little (a sector: its
 * match and date as well).
 */
import { useEffect } from 'react';
import { sk } from '../i18n/sk.ts';

let explicitTitle: string | null = null;

export const windowTitle = (pageTitle: string) => {
  const suffix = sk.common.titleSuffix;
  return pageTitle ? `${pageTitle} | ${suffix}` : suffix;
};

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
