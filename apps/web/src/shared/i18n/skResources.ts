/** The Slovak resources by i18next namespace: what `t` knows and what English must mirror. */
import { skShop } from './skShop.ts';

export const skResources = { shop: skShop } as const;
