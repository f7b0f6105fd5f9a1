import { describe, expect, it } from 'vitest';
import { presaleFormOf, toPresaleBody } from './presaleForm.ts';

describe('presale form', () => {
  it('reads a stored presale in Bratislava time and writes it back the same', () => {
    const presale = {
      from: '2026-12-01T09:00:00.000Z',
      to: '2026-12-03T09:00:00.000Z',
      audience: 'SEASON_HOLDERS' as const,
      limit: 4,
    };
    const values = presaleFormOf({ presale });
    expect(values).toEqual({
      from: '2026-12-01T10:00',
      to: '2026-12-03T10:00',
      audience: 'SEASON_HOLDERS',
      limit: '4',
    });
    expect(toPresaleBody(values)).toEqual({ body: { presale }, errors: {} });
  });

  it('an empty limit means none; wrong times and limits are named per field', () => {
    const ok = toPresaleBody({
      from: '2026-12-01T10:00',
      to: '2026-12-02T10:00',
      audience: 'B2B',
      limit: ' ',
    });
    expect(ok.body?.presale?.limit).toBeNull();
    const wrong = toPresaleBody({ from: '', to: '2026-12-02T10:00', audience: 'SEASON_HOLDERS', limit: '0' });
    expect(wrong.body).toBeUndefined();
    expect(Object.keys(wrong.errors).sort()).toEqual(['from', 'limit']);
    const reversed = toPresaleBody({
      from: '2026-12-02T10:00',
      to: '2026-12-01T10:00',
      audience: 'B2B',
      limit: '',
    });
    expect(reversed.errors.to).toBe('Koniec predpredaja musí byť neskôr ako jeho začiatok.');
  });
});
