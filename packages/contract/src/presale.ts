/**
 * Holders' presale (issue 21): a match or season sale open first to one audience. The audience is the
 * holders of a paid season ticket (of the match's season; for a season sale, of the season before it)
 * or the accounts of one role.
 */
export const PRESALE_AUDIENCES = ['SEASON_HOLDERS', 'B2B'] as const;
export type PresaleAudience = (typeof PRESALE_AUDIENCES)[number];

/** Who a presale is for, as the shop names them ("Predpredaj pre … do …"). */
export const presaleAudienceLabel: Record<PresaleAudience, string> = {
  SEASON_HOLDERS: 'držiteľov permanentiek',
  B2B: 'firemných partnerov',
};

/** The most tickets of one match a member may buy in a presale (the club sets less per setup). */
export const MAX_PRESALE_LIMIT = 50;
