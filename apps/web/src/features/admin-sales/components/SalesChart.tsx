import type { SalesDay } from '@hokej/contract';
import { useId } from 'react';
import Table from 'react-bootstrap/Table';
import { formatDate } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { CHART, chartBars, fillDays } from '../model/salesChart.ts';

const t = skAdminSales.chart;
/** A calendar day (YYYY-MM-DD) as DD.MM.YYYY, read at noon so no time zone moves it. */
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`);

/**
 * Tickets sold per day as an inline SVG bar chart (no chart library), with the same figures in a table
 * below it: the chart is for the eye, the table for screen readers and exact numbers.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const titleId = useId();
  const descId = useId();
  if (days.length === 0) return <p>{t.empty}</p>;
  const { bars, ticks } = chartBars(days);
  const filled = fillDays(days);
  const first = filled[0]?.day ?? '';
  const last = filled.at(-1)?.day ?? '';
  const labelEvery = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <figure className="mb-0">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="sales-chart w-100"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t.title}</title>
        <desc id={descId}>{t.description(filled.length, dayLabel(first), dayLabel(last))}</desc>
        {ticks.map((tick) => (
          <g key={tick.value} className="sales-chart-tick">
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} />
            <text x={CHART.left - 6} y={tick.y + 4} textAnchor="end">
              {tick.value}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => (
          <g key={bar.day}>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              className="sales-chart-bar"
              data-day={bar.day}
              data-tickets={bar.tickets}
            >
              <title>{t.barLabel(dayLabel(bar.day), bar.tickets)}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text
                x={bar.x + bar.width / 2}
                y={CHART.height - CHART.bottom + 16}
                textAnchor="middle"
                className="sales-chart-label"
              >
                {dayLabel(bar.day).slice(0, 6)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <details className="mt-2">
        <summary>{t.showTable}</summary>
        <Table size="sm" striped className="mt-2 w-auto">
          <caption>{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col" className="text-end">
                {t.tickets}
              </th>
              <th scope="col" className="text-end">
                {t.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel(d.day)}</th>
                <td className="text-end">{formatCount(d.tickets)}</td>
                <td className="text-end">{formatPrice(d.revenueCents)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}
