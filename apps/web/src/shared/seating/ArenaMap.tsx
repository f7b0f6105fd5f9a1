import type { ArenaResponse, ArenaSectorEntry } from '@hokej/contract';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { sk } from '../i18n/sk.ts';
import { paths } from '../routes/paths.ts';
import { sectorColour } from './sectorColour.ts';

/** A sector kept for other roles (e.g. B2B boxes): drawn hatched, named, not a link. */
function ForbiddenSector({ entry }: { entry: ArenaSectorEntry }) {
  const { x, y, width, height } = entry.shape;
  const fontSize = Math.max(8, Math.min(width, height) / 4);
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; role img names the drawn sector.
    <g
      role="img"
      aria-label={sk.arena.sectorForbidden(entry.name)}
      className="arena-sector-forbidden"
      data-sector={entry.name}
      data-forbidden="true"
    >
      <title>{sk.arena.sectorForbidden(entry.name)}</title>
      <rect x={x} y={y} width={width} height={height} rx={4} fill="url(#arena-forbidden)" />
      <text
        x={x + width / 2}
        y={y + height / 2}
        dy="0.35em"
        textAnchor="middle"
        className="arena-sector-text"
        fontSize={fontSize}
        fontWeight="700"
      >
        {entry.name}
      </text>
    </g>
  );
}

interface SectorShapeProps {
  entry: ArenaSectorEntry;
  href: string;
  /** Extra words read after the sector's name and free count (the club's editor names a kept sector). */
  note?: string | undefined;
}

function SectorShape({ entry, href, note }: SectorShapeProps) {
  const navigate = useNavigate();
  const { x, y, width, height } = entry.shape;
  const open = () => navigate(href);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const fontSize = Math.max(8, Math.min(width, height) / 4);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it gets the link role instead.
    <g
      role="link"
      tabIndex={0}
      aria-label={`${sk.arena.sectorLabel(entry.name, entry.availableSeats)}${note ? `, ${note}` : ''}`}
      className="arena-sector"
      data-sector={entry.name}
      data-available={entry.availableSeats}
      data-forbidden={entry.forbidden ? 'true' : undefined}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={4}
        fill={sectorColour(entry.availableSeats, entry.totalSeats)}
        className="arena-sector-shape"
      />
      {entry.forbidden ? (
        <rect x={x} y={y} width={width} height={height} rx={4} fill="url(#arena-forbidden)" opacity={0.75} />
      ) : null}
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        className="arena-sector-text"
        fontSize={fontSize}
      >
        <tspan x={x + width / 2} dy="-0.1em" fontWeight="700">
          {entry.name}
        </tspan>{' '}
        {/* A space between the two lines: the visible text "A11 264" then reads as part of the name. */}
        <tspan x={x + width / 2} dy="1.15em" fontSize={fontSize * 0.8}>
          {entry.availableSeats}
        </tspan>
      </text>
    </g>
  );
}

interface ArenaMapProps {
  arena: ArenaResponse;
  /** Where a sector leads; the fans' seat picker unless given (the club's seat editor). */
  sectorHref?: (sector: string) => string;
  /**
   * The club's view: a sector kept for some roles (`forbidden`) is still drawn hatched but opens, and this
   * note is read after its name. Without it a kept sector is the fans' hatched, closed one.
   */
  keptNote?: (sector: string) => string;
}

/** The arena from above: the ice rink in the middle and every sector coloured by how free it is. */
export function ArenaMap({ arena, sectorHref, keptNote }: ArenaMapProps) {
  const hrefOf = sectorHref ?? ((sector: string) => paths.sector(arena.setupType, arena.uuid, sector));
  const { rink } = arena;
  const sectors = Object.values(arena.arena).sort((a, b) => a.name.localeCompare(b.name));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the sectors are drawn in SVG; a <fieldset> cannot hold them.
    <svg
      viewBox={arena.viewBox}
      className="arena-map w-100"
      role="group"
      aria-label={sk.arena.title}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect
        x={rink.x}
        y={rink.y}
        width={rink.width}
        height={rink.height}
        rx={Math.min(rink.width, rink.height) / 4}
        className="arena-rink"
      />
      <text
        x={rink.x + rink.width / 2}
        y={rink.y + rink.height / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        className="arena-rink-label"
        fontSize={Math.max(10, rink.height / 8)}
      >
        {sk.arena.rink}
      </text>
      <defs>
        <pattern id="arena-forbidden" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill="#dee2e6" />
          <path d="M0 8 L8 0" stroke="#adb5bd" strokeWidth="2" />
        </pattern>
      </defs>
      {sectors.map((entry) =>
        entry.forbidden && !keptNote ? (
          <ForbiddenSector key={entry.name} entry={entry} />
        ) : (
          <SectorShape
            key={entry.name}
            entry={entry}
            href={hrefOf(entry.name)}
            note={entry.forbidden ? keptNote?.(entry.name) : undefined}
          />
        ),
      )}
    </svg>
  );
}
