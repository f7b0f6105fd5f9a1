// @vitest-environment happy-dom
import { SEASON_CATEGORIES, type SeasonTicketOffer, seasonCategoryInfo } from '@hokej/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { SeasonOffers } from './SeasonOffers.tsx';

const offers: SeasonTicketOffer[] = SEASON_CATEGORIES.map((category) => ({
  seasonUuid: '6a0f3c1e-2b4a-4c3a-9a55-0d3c1e2b4a12',
  seasonTitle: 'Permanentka 2026/2027',
  category,
  ...seasonCategoryInfo[category],
  priceFrom: 9900,
  priceTo: 19900,
}));

describe('the season-ticket categories in the shop’s language', () => {
  afterEach(async () => {
    cleanup();
    await switchShopLanguage('sk');
  });

  it('describes each category in English in the English shop, not in the API’s Slovak', async () => {
    await switchShopLanguage('en');
    render(<SeasonOffers offers={offers} />);
    expect(screen.getByText('A great view from the side sectors.')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    expect(rows).toHaveLength(SEASON_CATEGORIES.length);
    expect(rows.filter((text) => /[áäčďéíĺľňóôŕšťúýž]/.test(text.replaceAll('ZŤP', '')))).toEqual([]);
  });

  it('says the contract’s own Slovak description in the Slovak shop', () => {
    render(<SeasonOffers offers={offers} />);
    for (const category of SEASON_CATEGORIES) {
      expect(screen.getByText(seasonCategoryInfo[category].description)).toBeTruthy();
    }
  });
});
