// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../i18n/shopI18n.ts';
import { PresaleNotice } from './PresaleNotice.tsx';

const presale = {
  from: '2026-12-01T09:00:00.000Z',
  to: '2026-12-03T17:30:00.000Z',
  audience: 'SEASON_HOLDERS' as const,
  limit: 4,
};

describe('PresaleNotice', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('says for whom and until when in Bratislava time, and when it starts while it has not', () => {
    render(<PresaleNotice presale={presale} now={Date.parse('2026-11-30T12:00:00Z')} />);
    expect(screen.getByText('Predpredaj pre držiteľov permanentiek do 03.12.2026 18:30')).toBeTruthy();
    expect(screen.getByText(/Začína 01\.12\.2026 10:00\./)).toBeTruthy();
  });

  it('is English, with English dates, when the fan chose English', async () => {
    await switchShopLanguage('en');
    render(
      <PresaleNotice presale={{ ...presale, audience: 'B2B' }} now={Date.parse('2026-11-30T12:00:00Z')} />,
    );
    expect(screen.getByText('Presale for corporate partners until 03/12/2026 18:30')).toBeTruthy();
    expect(screen.getByText(/Starts 01\/12\/2026 10:00\./)).toBeTruthy();
  });

  it('shows nothing without a presale', () => {
    const { container } = render(<PresaleNotice presale={null} />);
    expect(container.textContent).toBe('');
  });
});
