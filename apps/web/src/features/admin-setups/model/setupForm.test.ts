import { describe, expect, it } from 'vitest';
import { emptySetupForm, firstInvalidField, toSetupBody } from './setupForm.ts';

describe('the match form', () => {
  const filled = {
    ...emptySetupForm(new Date('2026-11-23T12:00:00Z')),
    templateId: 't1',
    title: 'Orly – Poprad',
    opponent: 'HK Poprad',
  };

  it('sends the club clock as instants (Bratislava is UTC+1 in winter) and an empty COVID label as none', () => {
    const result = toSetupBody(
      'EVENT',
      { ...filled, startsAt: '2026-12-27T18:30', endsAt: '2026-12-27T21:00' },
      true,
    );
    expect(result.body).toMatchObject({
      templateId: 't1',
      title: 'Orly – Poprad',
      opponent: 'HK Poprad',
      startsAt: '2026-12-27T17:30:00.000Z',
      endsAt: '2026-12-27T20:00:00.000Z',
      covidRestriction: null,
      phoneRequired: false,
    });
  });

  it('names the fields that are missing or out of order and sends nothing', () => {
    const result = toSetupBody(
      'EVENT',
      {
        ...filled,
        templateId: '',
        opponent: ' ',
        startsAt: '2026-12-27T18:30',
        endsAt: '2026-12-27T18:00',
        saleStartsAt: 'x',
      },
      true,
    );
    expect(result.body).toBeNull();
    expect(Object.keys(result.errors).sort()).toEqual(['endsAt', 'opponent', 'saleStartsAt', 'templateId']);
    // A season has no opponent; an existing one keeps its template.
    expect(toSetupBody('SEASON', { ...filled, opponent: '', templateId: '' }, false).body).not.toHaveProperty(
      'opponent',
    );
  });

  it('a new match joins the chosen season or none; a season and an existing match send no season', () => {
    expect(toSetupBody('EVENT', { ...filled, seasonId: 's1' }, true).body).toMatchObject({ seasonId: 's1' });
    expect(toSetupBody('EVENT', filled, true).body).toMatchObject({ seasonId: null });
    expect(toSetupBody('EVENT', { ...filled, seasonId: 's1' }, false).body).not.toHaveProperty('seasonId');
    expect(toSetupBody('SEASON', { ...filled, seasonId: 's1' }, true).body).not.toHaveProperty('seasonId');
  });

  it('sends the English note trimmed beside the Slovak, a blank one as none, and refuses it alone', () => {
    const both = { ...filled, covidRestriction: 'Len s respirátorom', covidRestrictionEn: ' FFP2 only ' };
    expect(toSetupBody('EVENT', both, true).body).toMatchObject({
      covidRestriction: 'Len s respirátorom',
      covidRestrictionEn: 'FFP2 only',
    });
    expect(toSetupBody('EVENT', { ...both, covidRestrictionEn: ' ' }, true).body).toMatchObject({
      covidRestrictionEn: null,
    });
    const alone = toSetupBody('EVENT', { ...both, covidRestriction: '' }, true);
    expect(alone.body).toBeNull();
    expect(alone.errors).toEqual({
      covidRestrictionEn:
        'Anglická poznámka je preklad slovenskej: vyplňte aj slovenskú, alebo nechajte anglickú prázdnu.',
    });
  });

  it('sends a match’s or season’s English description trimmed beside the Slovak, a blank one as none, and refuses it alone', () => {
    for (const setupType of ['EVENT', 'SEASON'] as const) {
      const both = { ...filled, description: 'Derby pod Pustým hradom', descriptionEn: ' The derby ' };
      expect(toSetupBody(setupType, both, true).body).toMatchObject({
        description: 'Derby pod Pustým hradom',
        descriptionEn: 'The derby',
      });
      expect(toSetupBody(setupType, { ...both, descriptionEn: ' ' }, true).body).toMatchObject({
        descriptionEn: null,
      });
      const alone = toSetupBody(setupType, { ...both, description: '  ' }, true);
      expect(alone.body).toBeNull();
      expect(alone.errors).toEqual({
        descriptionEn:
          'Anglický popis je preklad slovenského: vyplňte aj slovenský popis, alebo nechajte anglický prázdny.',
      });
      expect(firstInvalidField(alone.errors)).toBe('setup-descriptionEn');
    }
  });
});
