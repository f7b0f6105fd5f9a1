/**
 * The shop's i18next instance: Slovak (the source of truth) is bundled, English is fetched the first time it
 * is chosen, so a Slovak visitor never downloads it. A page's own Slovak text is a namespace added with the
 * page's chunk (shopNamespace.ts). Pages read text through `t` (typed by the Slovak
 * resources, see i18next.d.ts) or, where a page is not yet converted, through the `sk` view (sk.ts).
 */
import type { ShopLanguage } from '@hokej/contract/constants';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatCount } from '../format/number.ts';
import { skShop } from './skShop.ts';

export const shopI18n = createInstance();

shopI18n.use(initReactI18next).init({
  lng: 'sk',
  fallbackLng: 'sk',
  // Only the shop's common text is bundled; a page's own namespace comes with its chunk (shopNamespace.ts).
  ns: ['shop'],
  defaultNS: 'shop',
  resources: { sk: { shop: skShop } },
  // Slovak is bundled, so the first render already has its text; English is added before it is switched to.
  initAsync: false,
  // React escapes what it renders; the texts are never put into HTML as markup.
  interpolation: { escapeValue: false },
  returnNull: false,
});
// `{{count, count}}`: a count grouped by thousands the way the language writes it ("10 009", "10,009").
shopI18n.services.formatter?.add('count', (value, lng) =>
  formatCount(Number(value), lng === 'en' ? 'en' : 'sk'),
);

/**
 * The document's head in the language: `<meta name="description">` (search results and shared links read
 * it; index.html carries the Slovak for the first response).
 */
function describeDocument() {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = shopI18n.t('common.metaDescription');
}

// `<html lang>` follows the language, so screen readers and the browser's translation offer read it right;
// the head's description follows too.
shopI18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  describeDocument();
});

/** Text of the current language by key (Slovak key set, plural by `count`). */
export const t = shopI18n.t.bind(shopI18n) as typeof shopI18n.t;

/** The language the pages are shown in now. */
export const shopLanguage = (): ShopLanguage => (shopI18n.language === 'en' ? 'en' : 'sk');

/** Loads English on first use (a separate chunk) and switches to the language. */
export async function switchShopLanguage(language: ShopLanguage): Promise<void> {
  if (language === 'en' && !shopI18n.hasResourceBundle('en', 'shop')) {
    const { enResources } = await import('./en/enResources.ts');
    for (const [ns, resources] of Object.entries(enResources))
      shopI18n.addResourceBundle('en', ns, resources);
  }
  await shopI18n.changeLanguage(language);
}
