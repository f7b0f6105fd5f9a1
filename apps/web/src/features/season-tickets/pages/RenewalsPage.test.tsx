// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RenewalsPage } from './RenewalsPage.tsx';

const offer = renewalOffer({ category: 'STUDENT', price: 15000, holderName: 'Mária Držiteľová' });

describe('the holder’s renewal offers', () => {
  it('name the kept category in Slovak, not by its code', async () => {
    mockApi({ 'GET /v2/season/renewals': { status: 200, body: { data: [offer] } } });
    const store = makeStore({ session: janaSession() });
    renderPage(<RenewalsPage />, { route: '/my-season-tickets/renewals', store });
    expect(await screen.findByText('Študentská, s plastovou kartou')).toBeTruthy();
    expect(screen.queryByText(/STUDENT/)).toBeNull();
  });
});
