// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { enShop } from './en/enShop.ts';
import { switchShopLanguage } from './shopI18n.ts';
import { skShop } from './skShop.ts';

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.getAttribute('content');

describe('the document head follows the language', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('index.html carries the Slovak description the shop writes', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    expect(html).toContain(`<meta name="description" content="${skShop.common.metaDescription}" />`);
  });

  it('writes the description in English when English is chosen and in Slovak again after', async () => {
    document.head.innerHTML = `<meta name="description" content="${skShop.common.metaDescription}" />`;
    await switchShopLanguage('en');
    expect(description()).toBe(enShop.common.metaDescription);
    expect(document.documentElement.lang).toBe('en');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    await switchShopLanguage('sk');
    expect(description()).toBe(skShop.common.metaDescription);
    expect(document.documentElement.lang).toBe('sk');
  });

  it('adds the description where the head has none', async () => {
    document.head.innerHTML = '';
    await switchShopLanguage('en');
    expect(description()).toBe(enShop.common.metaDescription);
  });
});
