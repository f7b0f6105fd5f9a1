import { type CSSProperties, useId } from 'react';
import { useGetClubSettingsQuery } from '../club/clubApi.ts';
import { sk } from '../i18n/sk.ts';
import './rink.css';

/** A box in the arena map's own units (the API's `rink`). */
export interface RinkBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

// An IIHF rink in metres: 60 × 30, corners of 8.5 m, goal lines 4 m from the ends, blue lines 22.86 m from
// them, face-off circles of 4.5 m, 6 m in front of the goal line and 7 m either side of the middle.
const LENGTH = 60;
const WIDTH = 30;
const CORNER = 8.5;
const GOAL_LINE = 4;
const BLUE_LINE = 22.86;
const CIRCLE = 4.5;
const FACE_OFF_X = GOAL_LINE + 6;
const FACE_OFF_Y = [WIDTH / 2 - 7, WIDTH / 2 + 7];
const NEUTRAL_DOT_X = BLUE_LINE + 1.5;
const CREASE = 1.83;
const GOAL_WIDTH = 1.83;
const GOAL_DEPTH = 1.1;
/** Painted lines are drawn thicker than the real 30 cm so they stay visible on a phone. */
const LINE = 0.5;
const THIN = 0.18;

/**
 * The ice as the arena has it, scaled into `box`: boards, the centre red line, the blue lines, goal lines,
 * face-off circles and spots, creases and goals, and the club's monogram at centre ice. Decoration only
 * (hidden from screen readers): the sectors around it carry the names.
 */
export function RinkDrawing({ box }: { box: RinkBox }) {
  const clipId = useId();
  const club = useGetClubSettingsQuery().data;
  const crestUrl = club?.crestUrl ?? null;
  // Centre ice takes the club's colour when it set one (white on it ≥ 4.5:1, checked when saved).
  const centreFill = club?.primaryColor
    ? ({ '--rink-centre': club.primaryColor } as CSSProperties)
    : undefined;
  const sx = box.width / LENGTH;
  const sy = box.height / WIDTH;
  const atX = (m: number) => box.x + m * sx;
  const atY = (m: number) => box.y + m * sy;
  const ends = [0, 1] as const;
  const across = (m: number, width: number, className: string) => (
    <rect
      key={`${className}-${m}`}
      x={atX(m - width / 2)}
      y={box.y}
      width={width * sx}
      height={box.height}
      className={className}
    />
  );
  const circle = (cx: number, cy: number, r: number, className: string, key: string) => (
    <ellipse
      key={key}
      cx={atX(cx)}
      cy={atY(cy)}
      rx={r * sx}
      ry={r * sy}
      className={className}
      strokeWidth={THIN * sx}
    />
  );
  const mirror = (m: number) => [m, LENGTH - m];
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a drawing only; nothing in it takes focus.
    <g className="rink" aria-hidden="true" data-testid="rink">
      <defs>
        <clipPath id={clipId}>
          <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={CORNER * sx} ry={CORNER * sy} />
        </clipPath>
      </defs>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={CORNER * sx}
        ry={CORNER * sy}
        className="rink-ice"
      />
      <g clipPath={`url(#${clipId})`}>
        {mirror(GOAL_LINE).map((m) => across(m, THIN, 'rink-goal-line'))}
        {mirror(BLUE_LINE).map((m) => across(m, LINE, 'rink-blue-line'))}
        {across(LENGTH / 2, LINE, 'rink-red-line')}
      </g>
      <g style={centreFill} data-testid="rink-centre">
        {circle(LENGTH / 2, WIDTH / 2, CIRCLE, 'rink-centre-circle', 'centre')}
      </g>
      {crestUrl ? (
        // The club's crest in the centre circle, as big as the circle allows.
        <image
          href={crestUrl}
          x={atX(LENGTH / 2) - CIRCLE * 0.8 * Math.min(sx, sy)}
          y={atY(WIDTH / 2) - CIRCLE * 0.8 * Math.min(sx, sy)}
          width={CIRCLE * 1.6 * Math.min(sx, sy)}
          height={CIRCLE * 1.6 * Math.min(sx, sy)}
          preserveAspectRatio="xMidYMid meet"
          className="rink-crest"
          data-testid="rink-crest"
        />
      ) : (
        <text
          x={atX(LENGTH / 2)}
          y={atY(WIDTH / 2)}
          dy="0.35em"
          textAnchor="middle"
          fontSize={CIRCLE * 1.1 * Math.min(sx, sy)}
          className="rink-monogram"
        >
          {sk.clubMonogram}
        </text>
      )}
      {mirror(FACE_OFF_X).flatMap((cx) =>
        FACE_OFF_Y.flatMap((cy) => [
          circle(cx, cy, CIRCLE, 'rink-face-off', `circle-${cx}-${cy}`),
          circle(cx, cy, 0.35, 'rink-spot', `spot-${cx}-${cy}`),
        ]),
      )}
      {mirror(NEUTRAL_DOT_X).flatMap((cx) =>
        FACE_OFF_Y.map((cy) => circle(cx, cy, 0.35, 'rink-spot', `dot-${cx}-${cy}`)),
      )}
      {ends.map((end) => {
        // The crease opens towards the ice, the goal stands behind the line.
        const line = end === 0 ? GOAL_LINE : LENGTH - GOAL_LINE;
        const crease = `M ${atX(line)} ${atY(WIDTH / 2 - CREASE)} A ${CREASE * sx} ${CREASE * sy} 0 0 ${end === 0 ? 1 : 0} ${atX(line)} ${atY(WIDTH / 2 + CREASE)} Z`;
        const goalX = end === 0 ? line - GOAL_DEPTH : line;
        return (
          <g key={end}>
            <path d={crease} className="rink-crease" strokeWidth={THIN * sx} />
            <rect
              x={atX(goalX)}
              y={atY(WIDTH / 2 - GOAL_WIDTH / 2)}
              width={GOAL_DEPTH * sx}
              height={GOAL_WIDTH * sy}
              className="rink-goal"
              strokeWidth={THIN * sx}
            />
          </g>
        );
      })}
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={CORNER * sx}
        ry={CORNER * sy}
        className="rink-boards"
        strokeWidth={0.7 * sx}
      />
    </g>
  );
}
