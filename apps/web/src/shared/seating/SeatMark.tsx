import type { Seat } from '@hokej/contract';
import type { SeatLook } from './seatView.ts';

/**
 * The sign on a seat that tells its state without colour: a tick on mine, a cross on a taken one, a dashed
 * ring on one not for sale, a dashed ring with a dot while a click waits for the answer. Drawn over the
 * seat, it never takes the pointer (the seat under it does).
 */
export function SeatMark({ seat, r, look }: { seat: Seat; r: number; look: SeatLook }) {
  const { x, y } = seat;
  const k = r * 0.5;
  switch (look.mark) {
    case 'tick':
      return (
        <path
          className="seat-mark seat-mark-tick"
          d={`M${x - k} ${y} L${x - k * 0.25} ${y + k * 0.75} L${x + k} ${y - k * 0.7}`}
          strokeWidth={r * 0.3}
        />
      );
    case 'cross':
      return (
        <path
          className="seat-mark seat-mark-cross"
          d={`M${x - k} ${y - k} L${x + k} ${y + k} M${x + k} ${y - k} L${x - k} ${y + k}`}
          strokeWidth={r * 0.22}
        />
      );
    case 'hollow':
      return (
        <circle
          className="seat-mark seat-mark-hollow"
          cx={x}
          cy={y}
          r={r * 0.8}
          strokeWidth={r * 0.16}
          strokeDasharray={`${r * 0.3} ${r * 0.25}`}
        />
      );
    case 'pending':
      return (
        <g className="seat-mark seat-mark-pending">
          <circle
            cx={x}
            cy={y}
            r={r * 0.82}
            strokeWidth={r * 0.22}
            strokeDasharray={`${r * 0.5} ${r * 0.3}`}
          />
          <circle cx={x} cy={y} r={r * 0.22} className="seat-mark-dot" />
        </g>
      );
    default:
      return null;
  }
}
