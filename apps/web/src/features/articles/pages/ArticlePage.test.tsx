// @vitest-environment happy-dom
import type { Article } from '@hokej/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { type ApiCall, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ArticlePage } from './ArticlePage.tsx';

const page = (over: Partial<Article>): Article => ({
  uuid: '3f0c5a52-8d1e-4c3a-9a55-0d3c1e2b4a10',
  hash: 'vstupne-podmienky',
  title: 'Vstupné podmienky',
  menuLabel: 'Vstupné podmienky',
  body: '# Vstupné podmienky\n\nNa štadión vás pustíme iba s **platnou vstupenkou**.',
  language: 'sk',
  updatedAt: '2026-09-01T08:00:00.000Z',
  ...over,
});
const english = page({
  title: 'Entry Conditions',
  menuLabel: 'Entry conditions',
  body: '# Entry Conditions\n\nYou need a **valid ticket** to enter.',
  language: 'en',
});

/** The API's choice: English to an English reader where the page has it (`withEnglish`), else Slovak. */
const answer = (withEnglish: boolean) => (call: ApiCall) => ({
  status: 200,
  body: call.language === 'en' && withEnglish ? english : page({}),
});

function openPage(withEnglish: boolean) {
  const api = mockApi({ 'GET /v2/article/vstupne-podmienky': answer(withEnglish) });
  renderPage(<ArticlePage />, { route: '/page/vstupne-podmienky', path: '/page/:hash' });
  return api;
}

describe('an information page in the shop’s language', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('shows the club’s English text in the English shop, marked English', async () => {
    await switchShopLanguage('en');
    const api = openPage(true);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Entry Conditions' });
    expect(heading.getAttribute('lang')).toBe('en');
    expect(screen.getByText('valid ticket').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/^Updated /)).toBeTruthy();
    expect(api.callsTo('GET /v2/article/vstupne-podmienky')[0]?.language).toBe('en');
  });

  it('shows the Slovak text, marked Slovak, where the page has no English', async () => {
    await switchShopLanguage('en');
    openPage(false);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vstupné podmienky' });
    expect(heading.getAttribute('lang')).toBe('sk');
    expect(screen.getByText('platnou vstupenkou').closest('[lang]')?.getAttribute('lang')).toBe('sk');
    // The page's own words stay in the shop's language.
    expect(screen.getByText(/^Updated /)).toBeTruthy();
  });

  it('asks in Slovak in the Slovak shop', async () => {
    const api = openPage(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vstupné podmienky' })).toBeTruthy();
    expect(api.callsTo('GET /v2/article/vstupne-podmienky')[0]?.language).toBe('sk');
  });
});
