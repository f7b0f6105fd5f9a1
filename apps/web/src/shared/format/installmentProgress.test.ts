import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../i18n/shopI18n.ts';
import { partlyPaidText } from './installmentProgress.ts';

const progress = (paid: number, parts: number, nextDueDate: string | null = '2026-12-24') => ({
  paid,
  parts,
  nextDueDate,
});

describe('partlyPaidText', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('counts the paid parts in Slovak forms, with the next due date', () => {
    expect(partlyPaidText('PAID', progress(1, 3))).toBe('Zaplatená 1. splátka z 3, ďalšia do 24.12.2026');
    expect(partlyPaidText('PAID', progress(2, 3))).toBe('Zaplatené 2 splátky z 3, ďalšia do 24.12.2026');
    expect(partlyPaidText('PAID', progress(5, 6, null))).toBe('Zaplatených 5 splátok z 6');
    expect(partlyPaidText('PAID', progress(3, 3))).toBeNull();
    expect(partlyPaidText('AWAITING_PAYMENT', progress(1, 3))).toBeNull();
  });

  it('is English when the fan chose English', async () => {
    await switchShopLanguage('en');
    expect(partlyPaidText('PAID', progress(1, 3))).toBe('Instalment 1 of 3 paid, next due by 24/12/2026');
    expect(partlyPaidText('PAID', progress(2, 3, null))).toBe('2 of 3 instalments paid');
  });
});
