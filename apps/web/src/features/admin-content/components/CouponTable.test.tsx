// @vitest-environment happy-dom
import type { AdminCoupon } from '@hokej/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { CouponTable } from './CouponTable.tsx';

const coupon: AdminCoupon = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'JESEN20',
  kind: 'PERCENT',
  value: 20,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-31T22:59:00.000Z',
  usageLimit: 10,
  usedCount: 3,
  setup: null,
  state: 'ACTIVE',
  deactivatedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('a stacked table on a phone', () => {
  it('labels each cell with its column heading; the row heading and the buttons go without a label', () => {
    const none = () => undefined;
    render(<CouponTable coupons={[coupon]} onEdit={none} onDeactivate={none} onShowUses={none} />);
    const table = screen.getByRole('table');
    expect(table.classList.contains('table-stack')).toBe(true);
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const [, row] = within(table).getAllByRole('row');
    const cells = Array.from((row as HTMLElement).children);
    expect(cells).toHaveLength(headings.length);
    const labels = cells.map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual([null, ...headings.slice(1, -1), null]);
    expect(headings.at(-1)).toBe(skAdminContent.coupons.columns.actions);
  });
});
