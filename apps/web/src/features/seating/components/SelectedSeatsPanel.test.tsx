// @vitest-environment happy-dom
import type { CartItem, Price } from '@hokej/contract';
import type { Role } from '@hokej/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldSeat } from '../../../shared/testing/cartFixtures.test-utils.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SelectedSeatsPanel } from './SelectedSeatsPanel.tsx';

const seasonSeat = heldSeat('1', {
  setupType: 'SEASON',
  title: 'Sezóna 2026/2027',
  ticketType: 'CLASSIC',
  price: 15000,
});
const prices = [
  { ticketType: 'CLASSIC', price: 15000 },
  { ticketType: 'STUDENT', price: 9000 },
  { ticketType: 'B2B', price: 20000 },
] as Price[];

function renderPanel(roles: Role[], items: CartItem[] = [seasonSeat], sectorPrices = prices) {
  const session = janaSession({ roles }, { role: roles });
  renderPage(
    <SelectedSeatsPanel
      cart={undefined}
      items={items}
      prices={sectorPrices}
      sector="A12"
      isSeason
      atLimit={false}
      busy={false}
      onRemove={() => {}}
      onTicketType={() => {}}
    />,
    { store: makeStore({ session }) },
  );
}

function categoriesFor(roles: Role[]) {
  renderPanel(roles);
  return within(screen.getByLabelText('Kategória permanentky'))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));
}

describe('season categories offered on the seat panel', () => {
  it('a fan is not offered B2B', () => {
    expect(categoriesFor(['USER'])).toEqual(['CLASSIC', 'STUDENT']);
  });

  it('a B2B account is', () => {
    expect(categoriesFor(['USER', 'B2B'])).toEqual(['CLASSIC', 'STUDENT', 'B2B']);
  });
});

describe('categories the club sells only in some sectors', () => {
  it('the panel names the categories this sector does not sell (B2B only for a B2B account)', () => {
    renderPanel(['USER']);
    expect(screen.getByTestId('categories-not-here').textContent).toBe(
      'Kategórie Gold, Silver, Orly Fan Pack, Detská, ZŤP sa v sektore A12 nepredávajú – ponúkajú ich iné sektory.',
    );
  });

  it('one missing category is named in the singular', () => {
    const all = ['GOLD', 'SILVER', 'PRODUCT', 'CLASSIC', 'KIDS', 'STUDENT', 'ZTP'];
    const everyButGold = all.filter((c) => c !== 'GOLD').map((ticketType) => ({ ticketType, price: 100 }));
    renderPanel(['USER'], [seasonSeat], everyButGold as Price[]);
    expect(screen.getByTestId('categories-not-here').textContent).toBe(
      'Kategória Gold sa v sektore A12 nepredáva – ponúkajú ju iné sektory.',
    );
  });

  it("a seat held in another sector shows its category without this sector's choice", () => {
    const elsewhere: CartItem = {
      ...seasonSeat,
      id: '00000000-0000-4000-8000-000000000002',
      seat: { sector: 'A15', row: '1', name: '1' },
      ticketType: 'GOLD',
    };
    renderPanel(['USER'], [seasonSeat, elsewhere]);
    expect(screen.getAllByLabelText('Kategória permanentky')).toHaveLength(1);
    const lines = screen.getAllByTestId('selected-seat');
    expect(within(lines[1] as HTMLElement).getByText('Gold')).toBeTruthy();
  });
});
