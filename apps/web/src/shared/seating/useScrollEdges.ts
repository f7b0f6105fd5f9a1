/**
 * Which edges of a scrolled box have more content beyond them (issue 19: the map shows where it continues).
 * Measured on every scroll, on a change of the box's or its content's size and when `content` changes
 * (a zoom), so the edge shadows follow the scroll position instead of a CSS trick no test can see.
 */
import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  left: boolean;
  right: boolean;
  top: boolean;
  bottom: boolean;
  /** The visible part of the box (scroll bars left out), where the shadows are drawn. */
  width: number;
  height: number;
}

const NONE: ScrollEdges = { left: false, right: false, top: false, bottom: false, width: 0, height: 0 };
/** Less than a pixel left to scroll counts as the end (scroll positions are fractional when zoomed). */
const SLACK = 1;

const same = (a: ScrollEdges, b: ScrollEdges) =>
  a.left === b.left &&
  a.right === b.right &&
  a.top === b.top &&
  a.bottom === b.bottom &&
  a.width === b.width &&
  a.height === b.height;

export function useScrollEdges(box: RefObject<HTMLElement | null>, content: unknown): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is the signal to measure again (a zoom).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      const next: ScrollEdges = {
        left: el.scrollLeft > SLACK,
        right: el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK,
        top: el.scrollTop > SLACK,
        bottom: el.scrollTop + el.clientHeight < el.scrollHeight - SLACK,
        width: el.clientWidth,
        height: el.clientHeight,
      };
      setEdges((prev) => (same(prev, next) ? prev : next));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [box, content]);
  return edges;
}
