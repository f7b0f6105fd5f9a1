import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageQrCodes } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidOrder } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const contact = {
  firstName: 'Gabriela',
  lastName: 'Vstupná',
  email: 'gabi@hokej.test',
  phoneNumber: '+421905333444',
};

describe.each(await availableKinds())('ticket check at the gate on %s', (kind) => {
  let t: TestApp;
  let match: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    match = await t.firstEvent();
  });
  afterAll(() => t.close());

  /** A paid order of `count` seats and the QR tokens read from its tickets PDF, page by page. */
  async function paidTickets(count: number) {
    const { fan, orderId } = await paidOrder(t, match, count, { contact });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}/tickets`,
      headers: bearer(fan.token),
    });
    expect(pdf.statusCode).toBe(200);
    const tokens: string[] = [];
    for (let page = 1; page <= count; page += 1) tokens.push(...(await pdfPageQrCodes(pdf.rawPayload, page)));
    return { fan, tokens };
  }
  const scan = (token: string, staff: string) =>
    t.app.inject({ method: 'POST', url: '/v2/tickets/check', headers: bearer(staff), payload: { token } });

  it('the QR code read from the ticket PDF admits its holder once; a second scan is refused', async () => {
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const { tokens } = await paidTickets(2);
    expect(tokens).toHaveLength(2);
    const first = await scan(tokens[0] ?? '', cashier.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      holder: 'Gabriela Vstupná',
      ticketType: 'ADULT',
      seat: { sector: expect.any(String) },
    });
    const again = await scan(tokens[0] ?? '', cashier.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TICKET_ALREADY_USED',
      data: { checkedInAt: first.json().checkedInAt },
    });
    expect((await scan(tokens[1] ?? '', cashier.token)).statusCode).toBe(200);
  });

  it('two gates scanning one ticket at the same moment let it in once', async () => {
    const admin = await t.newUser(['USER', 'ADMIN']);
    const { tokens } = await paidTickets(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => scan(tokens[0] ?? '', admin.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it('a tampered or foreign token is refused, and only staff may scan', async () => {
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const { fan, tokens } = await paidTickets(1);
    const token = tokens[0] ?? '';
    const tampered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    const refused = await scan(tampered, cashier.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TICKET_PARAMETER_INVALID' });
    expect((await scan('x'.repeat(40), cashier.token)).statusCode).toBe(400);
    const byFan = await scan(token, fan.token);
    expect(byFan.statusCode).toBe(403);
    expect(byFan.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    expect((await scan(token, cashier.token)).statusCode).toBe(200);
  });
});
