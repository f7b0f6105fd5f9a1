// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';
import { adminCoupon } from './adminCoupon.test-utils.ts';
import { CouponTable } from './CouponTable.tsx';

const coupon = adminCoupon('11111111-1111-4111-8111-111111111111');

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
