import type { ArenaResponse, ArenaSectorEntry } from '@hokej/contract';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatPrice } from '../format/money.ts';
import { t } from '../i18n/shopI18n.ts';
import { sk } from '../i18n/sk.ts';
import { seatPickerText } from '../i18n/skSeatPicker.ts';
import { paths } from '../routes/paths.ts';
import { bandColour, priceBands } from './priceBands.ts';
import { RinkDrawing } from './RinkDrawing.tsx';
import { sectorColour } from './sectorColour.ts';
import { priceLineSize } from './sectorLabelSize.ts';
import './arenaMap.css';

/** Sectors coloured by how free they are, or by their price band. */
export type SectorColouring = 'availability' | 'price';

/** A sector kept for other roles (e.g. B2B boxes): drawn hatched, named, not a link. */
function ForbiddenSector({ entry }: { entry: ArenaSectorEntry }) {
  const { x, y, width, height } = entry.shape;
  const fontSize = Math.max(8, Math.min(width, height) / 4);
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; role img names the drawn sector.
    <g
      role="img"
      aria-label={t('arena.sectorForbidden', { name: entry.name })}
      className="arena-sector-forbidden"
      data-sector={entry.name}
      data-forbidden="true"
    >
      <title>{t('arena.sectorForbidden', { name: entry.name })}</title>
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
  fill: string;
  /** Extra words read after the sector's name and free count (the club's editor names a kept sector). */
  note?: string | undefined;
}

function SectorShape({ entry, href, fill, note }: SectorShapeProps) {
  const navigate = useNavigate();
  const { x, y, width, height } = entry.shape;
  const open = () => navigate(href);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  // Name, free seats and price in three lines, as large as the shape allows (the name largest).
  const fontSize = Math.max(8, Math.min(width / 4, height / 3.6));
  const price = seatPickerText.t('priceFrom', { price: formatPrice(entry.priceFrom) });
  const name = seatPickerText.t('sectorLabel', {
    sector: entry.name,
    priceFrom: price,
    free: t('units.freeSeats', { count: entry.availableSeats }),
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it gets the link role instead.
    <g
      role="link"
      tabIndex={0}
      aria-label={`${name}${note ? `, ${note}` : ''}`}
      className="arena-sector"
      data-sector={entry.name}
      data-available={entry.availableSeats}
      data-forbidden={entry.forbidden ? 'true' : undefined}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <title>{name}</title>
      <rect x={x} y={y} width={width} height={height} rx={4} fill={fill} className="arena-sector-shape" />
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
        <tspan x={x + width / 2} dy="-0.75em" fontWeight="700">
          {entry.name}
        </tspan>{' '}
        {/* Spaces between the lines: the visible "A11 od 8,00 € 264" then reads in order inside the name. */}
        <tspan
          x={x + width / 2}
          dy="1.2em"
          fontSize={priceLineSize(price, width, fontSize * 0.62)}
          className="arena-sector-price"
        >
          {price}
        </tspan>{' '}
        <tspan x={x + width / 2} dy="1.25em" fontSize={fontSize * 0.72}>
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
  /** Colour by availability (the default) or by price band. */
  colouring?: SectorColouring;
}

/** The arena from above: the ice rink drawn in the middle and every sector coloured by how free it is. */
export function ArenaMap({ arena, sectorHref, keptNote, colouring = 'availability' }: ArenaMapProps) {
  const bands = priceBands(arena);
  const fillOf = (entry: ArenaSectorEntry) =>
    colouring === 'price'
      ? bandColour(bands, entry.priceBand)
      : (sectorColour(entry.availableSeats, entry.totalSeats) ?? '#8a8f98');
  const hrefOf = sectorHref ?? ((sector: string) => paths.sector(arena.setupType, arena.uuid, sector));
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
      <RinkDrawing box={arena.rink} />
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
            fill={fillOf(entry)}
            note={entry.forbidden ? keptNote?.(entry.name) : undefined}
          />
        ),
      )}
    </svg>
  );
}
