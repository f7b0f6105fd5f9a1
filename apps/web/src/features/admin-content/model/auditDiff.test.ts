import { describe, expect, it } from 'vitest';
import { auditDiff } from './auditDiff.ts';

describe('audit diff', () => {
  it('an update lists the changed fields first, then the rest', () => {
    expect(
      auditDiff(
        { code: 'JESEN20', usageLimit: 5, validTo: '2026-12-31' },
        { code: 'JESEN20', usageLimit: null, validTo: '2027-01-31' },
      ),
    ).toEqual([
      { field: 'usageLimit', before: '5', after: 'null', changed: true },
      { field: 'validTo', before: '2026-12-31', after: '2027-01-31', changed: true },
      { field: 'code', before: 'JESEN20', after: 'JESEN20', changed: false },
    ]);
  });

  it('a creation has only after, a deletion only before', () => {
    expect(auditDiff(null, { title: 'Parkovanie' })).toEqual([
      { field: 'title', before: null, after: 'Parkovanie', changed: true },
    ]);
    expect(auditDiff({ title: 'Parkovanie' }, null)).toEqual([
      { field: 'title', before: 'Parkovanie', after: null, changed: true },
    ]);
  });

  it('nested values and plain values read as JSON; nothing at all is no row', () => {
    expect(auditDiff({ roles: ['ADMIN'] }, { roles: ['ADMIN', 'CASHIER'] })[0]).toEqual({
      field: 'roles',
      before: '["ADMIN"]',
      after: '["ADMIN","CASHIER"]',
      changed: true,
    });
    expect(auditDiff(null, 3)).toEqual([{ field: '', before: null, after: '3', changed: true }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});
