/** The shop's presale notice on a match or season (namespace `presale`); the back office's fields are skPresale.ts. */
import { shopNamespace } from './shopNamespace.ts';

export const skPresaleNotice = {
  /** "Predpredaj pre držiteľov permanentiek do 03.12.2026 18:30". */
  notice: {
    SEASON_HOLDERS: 'Predpredaj pre držiteľov permanentiek do {{until}}',
    B2B: 'Predpredaj pre firemných partnerov do {{until}}',
  },
  startsAt: 'Začína {{from}}.',
} as const;

export const presaleText = shopNamespace('presale', skPresaleNotice);
