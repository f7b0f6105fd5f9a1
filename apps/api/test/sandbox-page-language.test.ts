import { describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { cardOrderPlacedWith } from './helpers/orders.ts';
import { suiteApp } from './helpers/suite.ts';

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const SLOVAK = { 'accept-language': 'sk-SK,sk;q=0.9' };

/**
 * Issue 22, English: the sandbox card gateway's page (the API's own, outside production) speaks the order's
 * language (orders.language, the checkout's Accept-Language), not the language of whoever opens it.
 */
describe.each(await availableKinds())('the sandbox gateway page in the order’s language on %s', (kind) => {
  const t = suiteApp(kind);

  /** A new fan's card order of one free seat placed with `headers`; answers its gateway address. */
  async function cardOrderWith(headers: Record<string, string>) {
    return (await cardOrderPlacedWith(t, headers)).redirectUrl;
  }

  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('an order placed in English gets the page in English, whatever language opens it; once decided too', async () => {
    const url = await cardOrderWith(ENGLISH);
    for (const headers of [{}, SLOVAK]) {
      const page = await open(url, headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<title>Test payment gateway</title>');
      expect(page.body).toMatch(/<p>Order no\. \d+, HK Orly Zvolen<\/p>/);
      expect(page.body).toMatch(/<p class="amount">€\d+\.\d\d<\/p>/);
      expect(page.body).toContain('<label>Card number<input');
      expect(page.body).toContain('value="APPROVED" style="background:#1b7f3b;color:#fff">Pay</button>');
      expect(page.body).toContain('>Decline the payment</button>');
      expect(page.body).toContain('>Cancel and return to the shop</button>');
      expect(page.body).toContain('no money is taken');
      expect(page.body).not.toMatch(/Zaplatiť|Objednávka|brána|Číslo karty|\d,\d\d\u00a0€/);
    }
    const decided = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=DECLINED',
    });
    expect(decided.statusCode).toBe(303);
    const after = await open(url);
    expect(after.body).toContain('<p>This payment has already been decided (DECLINED).</p>');
    expect(after.body).not.toContain('<form');
  });

  it('an order placed in Slovak, or without a language, gets the page in Slovak, even opened in English', async () => {
    for (const placed of [SLOVAK, {}]) {
      const url = await cardOrderWith(placed);
      const page = await open(url, ENGLISH);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="sk">');
      expect(page.body).toContain('<title>Testovacia platobná brána</title>');
      expect(page.body).toMatch(/<p>Objednávka č\. \d+, HK Orly Zvolen<\/p>/);
      expect(page.body).toMatch(/<p class="amount">\d+,\d\d\u00a0€<\/p>/);
      expect(page.body).toContain('<label>Číslo karty<input');
      expect(page.body).toContain('>Zaplatiť</button>');
      expect(page.body).toContain('>Zamietnuť platbu</button>');
      expect(page.body).toContain('>Zrušiť a vrátiť sa do obchodu</button>');
      expect(page.body).not.toMatch(/Test payment|Order no|Card number|>Pay</);
    }
  });
});
