import type { RenewalCampaign } from '@hokej/contract';
import { formatEuroCents } from '@hokej/contract/format';
import Table from 'react-bootstrap/Table';
import { skRenewalsAdmin } from '../../../shared/i18n/skRenewalsAdmin.ts';

const t = skRenewalsAdmin;
const percent = new Intl.NumberFormat('sk-SK', { style: 'percent', maximumFractionDigits: 1 });
const rate = (renewed: number, offered: number) => percent.format(offered === 0 ? 0 : renewed / offered);
type Figures = RenewalCampaign['sectors'][number];
const COLUMNS = [t.offered, t.renewed, t.declined, t.released, t.rate, t.revenue] as const;

/** One line of figures: a sector's, or the campaign's total (bold, last). */
function FiguresRow({ label, f, total }: { label: string; f: Figures; total?: boolean }) {
  const cells = [
    f.offered,
    f.renewed,
    f.declined,
    f.released,
    rate(f.renewed, f.offered),
    formatEuroCents(f.revenue),
  ];
  return (
    <tr className={total ? 'fw-semibold' : undefined}>
      <th scope="row">{label}</th>
      {cells.map((value, i) => (
        <td key={COLUMNS[i]} data-label={COLUMNS[i]} className="text-end text-nowrap">
          {value}
        </td>
      ))}
    </tr>
  );
}

/** A campaign's figures per sector (offered, renewed, declined, released, rate, revenue) and their total. */
export function RenewalFiguresTable({ campaign }: { campaign: RenewalCampaign }) {
  return (
    <Table size="sm" striped className="align-middle mb-0 table-stack">
      <caption className="caption-top">{t.tableCaption(campaign.nextSeasonTitle)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.sector}</th>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className="text-end">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {campaign.sectors.map((s) => (
          <FiguresRow key={s.sector} label={s.sector} f={s} />
        ))}
        <FiguresRow label={t.total} f={{ ...campaign, sector: t.total }} total />
      </tbody>
    </Table>
  );
}
