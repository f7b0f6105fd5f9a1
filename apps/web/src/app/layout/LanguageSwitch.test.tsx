// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/dates/format.ts';
import { formatPrice } from '../../shared/format/money.ts';
import { switchShopLanguage } from '../../shared/i18n/shopI18n.ts';
import { sk } from '../../shared/i18n/sk.ts';
import { readStored } from '../../shared/storage/localStore.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

afterEach(async () => {
  await switchShopLanguage('sk');
  localStorage.clear();
});

describe('the SK/EN switch', () => {
  it('shows Slovak by default in tests, whatever the test browser prefers', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'Slovensky' }).getAttribute('aria-pressed')).toBe('true');
    expect(sk.topBar.login).toBe('Prihlásiť sa');
  });

  it('switching by keyboard shows English, remembers it and sets the page language', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(sk.topBar.login).toBe('Sign in');
    expect(readStored('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('button', { name: 'Slovensky' }));
    expect(await screen.findByRole('group', { name: 'Jazyk' })).toBeTruthy();
    expect(readStored('language')).toBe('sk');
  });

  it('money and dates follow the language', async () => {
    const matchDay = '2026-11-28T17:30:00Z';
    expect(formatPrice(123450)).toBe('1\u00a0234,50\u00a0€');
    expect(formatDate(matchDay)).toBe('28.11.2026');
    await switchShopLanguage('en');
    expect(formatPrice(123450)).toBe('€1,234.50');
    expect(formatPrice(-310)).toBe('-€3.10');
    expect(formatDate(matchDay)).toBe('28/11/2026');
  });
});
