import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageTitleSetByPage, windowTitle } from '../../shared/routes/pageTitle.ts';

/** A focus the page or a dialog took on its own is left alone: a form field, anything in a dialog. */
function focusTakenElsewhere(main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  if (active.closest('[role="dialog"], .modal')) return true;
  return main.contains(active) && active.tagName !== 'H1';
}

const headingText = (h1: Element) => (h1.textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * After every change of page the keyboard and screen-reader user starts at the new page's <h1> (it gets focus
 * once it is drawn, lazily loaded pages and data included), and the window's title names the page. The first
 * page of a visit keeps the browser's own start (the skip link first).
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previousPath = useRef<string | null>(null);
  const focusPending = useRef(false);

  // Reads the heading once it is drawn: the window's title, and the focus a change of page left pending.
  const settle = useRef(() => {
    const main = mainRef.current;
    const h1 = main?.querySelector('h1');
    if (!main || !h1) return;
    const text = headingText(h1);
    if (text && !pageTitleSetByPage()) document.title = windowTitle(text);
    if (!focusPending.current) return;
    focusPending.current = false;
    if (focusTakenElsewhere(main)) return;
    if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
    h1.focus();
  }).current;

  useEffect(() => {
    if (previousPath.current !== null && previousPath.current !== pathname) focusPending.current = true;
    previousPath.current = pathname;
    settle();
  }, [pathname, settle]);

  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const observer = new MutationObserver(settle);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [mainRef, settle]);
}
