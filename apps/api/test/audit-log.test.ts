import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/audit-log.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteAppWithAdmin } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('audit log on %s', (kind) => {
  const t = suiteAppWithAdmin(kind);

  const list = (token: string | null, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/v2/admin/audit-log${query}`,
      headers: token ? bearer(token) : {},
    });

  it('is for ADMIN only: no token 401, a fan and a cashier 403', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    expect((await list(null)).json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
    expect((await list(fan.token)).json()).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
    expect((await list(cashier.token)).json()).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
  });

  it('shows a committed action with who did it, before and after, and nothing of a rolled-back one', async () => {
    await t.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: t.admin.id,
        action: 'EVENT_UPDATE',
        entity: 'EVENT',
        entityId: 'match-1',
        before: { title: 'Starý názov' },
        after: { title: 'Nový názov' },
      });
    });
    await t.db
      .transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: t.admin.id,
          action: 'EVENT_DELETE',
          entity: 'EVENT',
          entityId: 'match-1',
        });
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    const answer = await list(t.admin.token, '?entity=EVENT&entityId=match-1');
    expect(answer.statusCode).toBe(200);
    const page = answer.json();
    expect(page.totalResults).toBe(1);
    expect(page.data[0]).toMatchObject({
      action: 'EVENT_UPDATE',
      entity: 'EVENT',
      entityId: 'match-1',
      before: { title: 'Starý názov' },
      after: { title: 'Nový názov' },
      actor: { id: t.admin.id, email: t.admin.email, name: 'Testovací Fanúšik' },
    });
  });

  it('refuses a malformed filter with a Slovak validation error and no change', async () => {
    const answer = await list(t.admin.token, '?entity=not-an-entity');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors[0].field).toBeDefined();
  });
});
