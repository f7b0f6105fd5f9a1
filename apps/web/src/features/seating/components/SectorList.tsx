import type { ArenaResponse } from '@hokej/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { paths } from '../../../shared/routes/paths.ts';

/**
 * The arena as a table: every sector with its free seats and price from, a link to its seats. The map's
 * alternative for screen readers and for phones, where the drawn labels are too small to read.
 */
export function SectorList({ arena }: { arena: ArenaResponse }) {
  const sectors = Object.values(arena.arena).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <table className="table table-sm align-middle sector-list" data-testid="sector-list">
      <caption className="visually-hidden">{seatPickerText.view.sectorListCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{seatPickerText.view.listSector}</th>
          <th scope="col" className="text-end">
            {seatPickerText.view.freeColumn}
          </th>
          <th scope="col" className="text-end">
            {seatPickerText.view.priceColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {sectors.map((s) => (
          <tr key={s.name}>
            <th scope="row">
              {s.forbidden ? (
                <span>
                  {t('seats.title', { sector: s.name })}{' '}
                  <span className="small">({seatPickerText.view.kept})</span>
                </span>
              ) : (
                <Link to={paths.sector(arena.setupType, arena.uuid, s.name)}>
                  {t('seats.title', { sector: s.name })}
                </Link>
              )}
            </th>
            <td className="text-end">{s.availableSeats > 0 ? s.availableSeats : sk.arena.legendSoldOut}</td>
            <td className="text-end text-nowrap">
              {seatPickerText.t('priceFrom', { price: formatPrice(s.priceFrom) })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
