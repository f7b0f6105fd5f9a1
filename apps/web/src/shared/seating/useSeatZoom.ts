/**
 * Zooming the seat map on a phone: ± buttons, a pinch of two fingers and a double tap on the map's
 * background. Zoom 1 fits the sector to the width; the largest zoom makes a seat at least a fingertip wide.
 * The point under the fingers (or the middle of the view) stays in place when the zoom changes.
 */
import { type PointerEvent, useLayoutEffect, useRef, useState } from 'react';

/** A seat's effective target once zoomed in fully (WCAG 2.5.5: 44 px, with the gap between seats). */
const TARGET_PX = 52;
const STEPS = [1, 1.5, 2, 3, 4, 6];
const DOUBLE_TAP_MS = 350;

interface Anchor {
  /** The anchor as a share of the content's width and height. */
  fx: number;
  fy: number;
  /** Where the anchor sits in the view (px from its left and top edge). */
  vx: number;
  vy: number;
}

export function useSeatZoom(spacingUnits: number, widthUnits: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [zoom, setZoomState] = useState(1);
  const anchor = useRef<Anchor | null>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const lastTap = useRef(0);

  /** The zoom at which a seat is TARGET_PX wide, given the width the map has at zoom 1. */
  const maxZoom = () => {
    const width = scroller.current?.clientWidth ?? 0;
    if (width <= 0 || widthUnits <= 0) return STEPS.at(-1) ?? 1;
    const seatPx = (spacingUnits / widthUnits) * width;
    return Math.max(1, Math.min(8, Math.ceil((TARGET_PX / seatPx) * 10) / 10));
  };

  const setZoom = (next: number, at?: { x: number; y: number }) => {
    const el = scroller.current;
    const clamped = Math.max(1, Math.min(maxZoom(), next));
    if (el) {
      const rect = el.getBoundingClientRect();
      const vx = at ? at.x - rect.left : el.clientWidth / 2;
      const vy = at ? at.y - rect.top : el.clientHeight / 2;
      anchor.current = {
        fx: (el.scrollLeft + vx) / Math.max(1, el.scrollWidth),
        fy: (el.scrollTop + vy) / Math.max(1, el.scrollHeight),
        vx,
        vy,
      };
    }
    setZoomState(clamped);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    const a = anchor.current;
    if (!el || !a || zoom < 0) return;
    el.scrollLeft = a.fx * el.scrollWidth - a.vx;
    el.scrollTop = a.fy * el.scrollHeight - a.vy;
    anchor.current = null;
  }, [zoom]);

  const zoomIn = () => setZoom(STEPS.find((s) => s > zoom + 0.01) ?? maxZoom());
  const zoomOut = () => setZoom([...STEPS].reverse().find((s) => s < zoom - 0.01) ?? 1);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const gestures = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
    },
    onPointerMove: (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const start = pinch.current;
      if (start && start.distance > 0) {
        const [a, b] = [...pointers.current.values()];
        const middle = a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : undefined;
        setZoom((start.zoom * distance()) / start.distance, middle);
      }
    },
    onPointerUp: (event: PointerEvent) => {
      const wasPinch = pinch.current !== null;
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
      // A double tap on the background (not on a seat) zooms in, or back out when zoomed in already.
      const onSeat = (event.target as Element).closest?.('.seat');
      if (wasPinch || onSeat) return;
      if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        setZoom(zoom > 1 ? 1 : 2.5, { x: event.clientX, y: event.clientY });
      } else lastTap.current = event.timeStamp;
    },
    onPointerCancel: (event: PointerEvent) => {
      pointers.current.delete(event.pointerId);
      pinch.current = null;
    },
  };

  return { scroller, zoom, zoomIn, zoomOut, canZoomIn: zoom < maxZoom() - 0.01, gestures };
}
