/**
 * Where the browser goes after a checkout or a re-pay: the API answers a `redirectUrl`. A page of the shop
 * (`/order/success?…`) opens inside the app; anything else (the card gateway's hosted page, served by the API
 * or by a real gateway on its own site) is a full page load.
 */
export type Navigate = (to: string) => void;

const SHOP_PAGES = ['/order/', '/payment/status', '/push/payment/status', '/my-orders'];

export function isShopPage(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  return SHOP_PAGES.some((page) => url.startsWith(page));
}

export function followPayRedirect(
  url: string,
  navigate: Navigate,
  assign = (to: string) => window.location.assign(to),
) {
  if (isShopPage(url)) navigate(url);
  else assign(url);
}
