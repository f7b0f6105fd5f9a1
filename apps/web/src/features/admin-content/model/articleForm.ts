/** The article editor's fields as typed, checked with the API's own rules and turned into its body. */
import { type AdminArticle, ARTICLE_HASH_PATTERN, type SaveArticleBody } from '@hokej/contract';
import { skAdminContent } from '../../../shared/i18n/skAdminContent.ts';

const t = skAdminContent.articles;

export type ArticleFormValues = {
  title: string;
  hash: string;
  menuLabel: string;
  menuOrder: string;
  inMenu: boolean;
  body: string;
  /** The optional English version: all blank, or a title and a body (the menu label defaults to the title). */
  titleEn: string;
  menuLabelEn: string;
  bodyEn: string;
};
export type ArticleFormErrors = Partial<Record<keyof ArticleFormValues, string>>;

export const emptyArticleForm = (): ArticleFormValues => ({
  title: '',
  hash: '',
  menuLabel: '',
  menuOrder: '10',
  inMenu: false,
  body: '',
  titleEn: '',
  menuLabelEn: '',
  bodyEn: '',
});

export const articleFormOf = (a: AdminArticle): ArticleFormValues => ({
  title: a.title,
  hash: a.hash,
  menuLabel: a.menuLabel,
  menuOrder: String(a.menuOrder),
  inMenu: a.inMenu,
  body: a.body,
  titleEn: a.titleEn ?? '',
  menuLabelEn: a.menuLabelEn ?? '',
  bodyEn: a.bodyEn ?? '',
});

const DIACRITICS = /[\u0300-\u036f]/g;

/** A page address suggested from its title: "Parkovanie pri štadióne" → "parkovanie-pri-stadione". */
export const hashFromTitle = (title: string) =>
  title
    .normalize('NFD')
    .replace(DIACRITICS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

export function toArticleBody(v: ArticleFormValues): { body?: SaveArticleBody; errors: ArticleFormErrors } {
  const errors: ArticleFormErrors = {};
  const title = v.title.trim();
  const hash = v.hash.trim();
  const menuLabel = v.menuLabel.trim() || title;
  if (!title) errors.title = t.required;
  if (!hash) errors.hash = t.required;
  else if (!new RegExp(ARTICLE_HASH_PATTERN).test(hash) || hash.length > 80) errors.hash = t.hashInvalid;
  const order = v.menuOrder.trim();
  if (!/^\d+$/.test(order) || Number(order) > 1000) errors.menuOrder = t.orderInvalid;
  if (!v.body.trim()) errors.body = t.required;
  const english = englishOf(v, errors);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      title,
      hash,
      menuLabel: menuLabel.slice(0, 60),
      menuOrder: Number(order),
      inMenu: v.inMenu,
      body: v.body,
      ...english,
    },
  };
}

/**
 * The English version as the API takes it (ARTICLE_ENGLISH_INCOMPLETE otherwise): nothing when every English
 * field is blank (the page then has none), else a title and a body, the menu label defaulting to the title.
 */
function englishOf(v: ArticleFormValues, errors: ArticleFormErrors) {
  const titleEn = v.titleEn.trim();
  const menuLabelEn = v.menuLabelEn.trim() || titleEn;
  if (!titleEn && !menuLabelEn && !v.bodyEn.trim()) return {};
  if (!titleEn) errors.titleEn = t.englishIncomplete;
  if (!v.bodyEn.trim()) errors.bodyEn = t.englishIncomplete;
  return { titleEn, menuLabelEn: menuLabelEn.slice(0, 60), bodyEn: v.bodyEn };
}
