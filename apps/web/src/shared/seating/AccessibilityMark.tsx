import { SEAT_ACCESSIBILITY, type SeatAccessibility } from '@hokej/contract/constants';
import { sk } from '../i18n/sk.ts';

/** The kinds of wheelchair places among `seats`, in the legend's order. */
export const accessibleKinds = (seats: readonly { accessibility?: SeatAccessibility | undefined }[]) =>
  SEAT_ACCESSIBILITY.filter((kind) => seats.some((s) => s.accessibility === kind));

/** "miesto pre vozíčkára" / "miesto pre sprievod vozíčkára", read after a seat's state. */
export const accessibilityText = (kind: SeatAccessibility | undefined) =>
  kind ? sk.seats.accessibility[kind] : undefined;

/**
 * The glyph in a 24-unit box: the wheelchair symbol (head, body, seat and wheel) or the companion (a person).
 * Stroked and filled with `currentColor` by the caller's CSS class.
 */
function Glyph({ kind }: { kind: SeatAccessibility }) {
  if (kind === 'WHEELCHAIR')
    return (
      <>
        <circle cx={11} cy={3.6} r={2.4} stroke="none" />
        <path
          d="M11 7.5 V13.5 H17 L19.5 19.5 M11 10.5 H15.5 M7.8 11.6 A6.2 6.2 0 1 0 15.6 18.4"
          fill="none"
        />
      </>
    );
  return (
    <>
      <circle cx={12} cy={6.5} r={3.6} stroke="none" />
      <path d="M4.5 21 A7.5 7.5 0 0 1 19.5 21 Z" stroke="none" />
    </>
  );
}

/** A round badge with the glyph, centred on (cx, cy) with radius r, for the seat map (drawn, never focused). */
export function AccessibilityBadge({
  kind,
  cx,
  cy,
  r,
}: {
  kind: SeatAccessibility;
  cx: number;
  cy: number;
  r: number;
}) {
  const scale = (r * 1.45) / 24;
  return (
    <g className={`seat-access-badge seat-access-${kind.toLowerCase()}`}>
      {/* The dark ring is the badge's edge on the white map and on a not-for-sale seat (white on white): drawn
          with the badge's size, about 2 px across at any width, never the hairline a fixed 0.6 was (0.7 px). */}
      <circle cx={cx} cy={cy} r={r} strokeWidth={r * 0.22} />
      <g
        className="seat-access-glyph"
        transform={`translate(${cx - 12 * scale} ${cy - 12 * scale}) scale(${scale})`}
        strokeWidth={2.4}
        strokeLinecap="round"
      >
        <Glyph kind={kind} />
      </g>
    </g>
  );
}

/** The glyph as an inline icon in text (the list alternative, the legend), hidden from screen readers. */
export function AccessibilityIcon({ kind }: { kind: SeatAccessibility }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="seat-access-icon"
      aria-hidden="true"
      strokeWidth={2.4}
      strokeLinecap="round"
    >
      <Glyph kind={kind} />
    </svg>
  );
}
