import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Slovak letters, and Slovak words the shop's UI uses that have none. */
const SLOVAK =
  /[áäčďéíĺľňóôŕšťúýž]|\b(?:Heslo|Meno|Priezvisko|Domov|Podpora|Rozumiem|Kontakt|Zmeny|Sektor|rad|miesto)\b/i;

/**
 * Words that stay as they are in English: the SK/EN switch names Slovak in Slovak, Slovak company and tax
 * ids keep their Slovak abbreviation in brackets, and `keep` (the club's own names: matches, arena, people).
 */
const KEPT = ['Slovensky', '(IČO)', '(DIČ)', '(IČ DPH)'];

/**
 * What the page shows now, line by line: the text of every rendered element (top bar, menu, main, footer,
 * an open dialog, toasts; visually hidden text for screen readers too) and the names it gives in
 * aria-label, title, placeholder and alt. A select's options are left out: English country names are
 * written with their own letters (Curaçao, Réunion).
 */
async function shownText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rendered = (el: Element) => el.getClientRects().length > 0 && !el.closest('select, script, style');
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && rendered(parent)) lines.push(node.textContent ?? '');
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!rendered(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    return lines
      .flatMap((line) => line.split('\n'))
      .map((line) => line.trim())
      .filter(Boolean);
  });
}

/** The Slovak left in what the page shows now (`keep`: the club's own names, people's names). */
export async function slovakLeft(page: Page, keep: readonly string[] = []): Promise<string[]> {
  const lines = await shownText(page);
  return lines.filter((line) => {
    // E-mail addresses (the club's support address, podpora@…) are names, not words.
    let rest = line.replace(/\S+@\S+/g, ' ');
    for (const word of [...KEPT, ...keep]) rest = rest.replaceAll(word, ' ');
    return SLOVAK.test(rest);
  });
}

/** The page is in English: `<html lang="en">`, the head's description, and no Slovak line shown. */
export async function expectEnglish(page: Page, keep: readonly string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Tickets and season tickets for the hockey club’s home matches, sold online.',
  );
  expect(await slovakLeft(page, keep)).toEqual([]);
}

/** The club's own names, which stay as written in English: matches, seasons, arenas; longest first. */
export async function clubNames(request: APIRequestContext): Promise<string[]> {
  const names: string[] = [];
  for (const list of ['/v2/event', '/v2/season']) {
    const { data } = (await (await request.get(list)).json()) as {
      data: { title: string; venue?: string }[];
    };
    // A match card names the opponent alone too ("HK Orly Zvolen – HC Košice": "HC Košice").
    for (const setup of data) names.push(setup.title, ...setup.title.split(' – '), setup.venue ?? '');
  }
  return [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
}
