import { SECTOR_PALETTE } from '@hokej/contract/constants';
import { sk } from '../i18n/sk.ts';
import './arenaMap.css';

/** The palette from "many free seats" to "sold out". */
export function ArenaLegend({ withForbidden = false }: { withForbidden?: boolean }) {
  return (
    <figure className="arena-legend small mb-0" aria-label={sk.arena.legendTitle}>
      <figcaption className="fw-semibold mb-1">{sk.arena.legendTitle}</figcaption>
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <span>{sk.arena.legendFree}</span>
        <span className="d-inline-flex" aria-hidden="true">
          {SECTOR_PALETTE.slice(0, -1).map((colour) => (
            <span key={colour} className="legend-swatch" style={{ background: colour }} />
          ))}
        </span>
        <span>{sk.arena.legendFew}</span>
        <span
          className="legend-swatch ms-2"
          aria-hidden="true"
          style={{ background: SECTOR_PALETTE.at(-1) }}
        />
        <span>{sk.arena.legendSoldOut}</span>
        {withForbidden ? (
          <>
            <span className="legend-swatch legend-swatch-forbidden ms-2" aria-hidden="true" />
            <span>{sk.arena.legendForbidden}</span>
          </>
        ) : null}
      </div>
    </figure>
  );
}
