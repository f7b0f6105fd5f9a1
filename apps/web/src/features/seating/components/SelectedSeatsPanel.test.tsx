// @vitest-environment happy-dom
import type { CartItem, Price } from '@hokej/contract';
import type { Role } from '@hokej/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SelectedSeatsPanel } from './SelectedSeatsPanel.tsx';

const expireAt = new Date(Date.now() + 14 * 60_000).toISOString();
const seasonSeat: CartItem = {
  id: '00000000-0000-4000-8000-000000000001',
  setupType: 'SEASON',
  setupUuid: '11111111-1111-4111-8111-111111111111',
  title: 'Sezóna 2026/2027',
  startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  seat: { sector: 'A12', row: '3', name: '1' },
  ticketType: 'CLASSIC',
  price: 15000,
  plasticCard: false,
  status: 'AWAITING_PAYMENT',
  expireAt,
  ticket: { expiration: expireAt },
};
const prices = [
  { ticketType: 'CLASSIC', price: 15000 },
  { ticketType: 'STUDENT', price: 9000 },
  { ticketType: 'B2B', price: 20000 },
] as Price[];

function categoriesFor(roles: Role[]) {
  const session = janaSession({ roles }, { role: roles });
  renderPage(
    <SelectedSeatsPanel
      cart={undefined}
      items={[seasonSeat]}
      prices={prices}
      isSeason
      atLimit={false}
      busy={false}
      onRemove={() => {}}
      onTicketType={() => {}}
    />,
    { store: makeStore({ session }) },
  );
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
