/** English resources by namespace, loaded on demand (shopI18n.ts) so Slovak visitors never download them. */
import type { skResources } from '../skResources.ts';
import type { EnglishOf } from './englishOf.ts';
import { enShop } from './enShop.ts';

export const enResources: EnglishOf<typeof skResources> = { shop: enShop };
