import { type Static, Type } from '@sinclair/typebox';
import { Cents, IsoDateTime, literalUnion, SeasonCategorySchema, SeatRef, Uuid } from './common.ts';
import { RelocationTurn } from './relocation.ts';

/** Season renewal (issue 21): last season's holders keep their seat for the next season if they renew. */

/** OFFERED (kept for the holder), ORDERED (an order waits for payment), RENEWED (paid), DECLINED, RELEASED. */
export const RENEWAL_STATUSES = ['OFFERED', 'ORDERED', 'RENEWED', 'DECLINED', 'RELEASED'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** One holder's offer, as the holder sees it (GET /v2/season/renewals). */
export const RenewalOffer = Type.Object({
  id: Uuid,
  campaignId: Uuid,
  previousSeasonTitle: Type.String(),
  seasonUuid: Uuid,
  seasonTitle: Type.String(),
  seasonStartsAt: IsoDateTime,
  seat: SeatRef,
  category: SeasonCategorySchema,
  plasticCard: Type.Boolean(),
  /** Next season's price of the seat's sector and category, in cents (the plastic card not included). */
  price: Type.Union([Cents, Type.Null()]),
  status: literalUnion(RENEWAL_STATUSES),
  renewalFrom: IsoDateTime,
  renewalTo: IsoDateTime,
  /** The holder may renew or decline now (offered, inside the renewal window). */
  open: Type.Boolean(),
  /** The renewal's order, once placed. */
  orderId: Type.Union([Uuid, Type.Null()]),
  /** Who held the ticket last season (carried over to the renewed ticket; changeable in My season tickets). */
  holderName: Type.Union([Type.String(), Type.Null()]),
  /** The relocation turn of a renewal (ordered or paid); null otherwise. */
  relocation: Type.Union([RelocationTurn, Type.Null()]),
});
export type RenewalOffer = Static<typeof RenewalOffer>;

export const RenewalOffersResponse = Type.Object({ data: Type.Array(RenewalOffer) });
export type RenewalOffersResponse = Static<typeof RenewalOffersResponse>;

export const RenewalOfferParams = Type.Object({ id: Uuid });

/** The club opens next season's renewal from the current season (POST /v2/admin/renewals). */
export const OpenRenewalBody = Type.Object(
  {
    previousSeasonId: Uuid,
    nextSeasonId: Uuid,
    renewalFrom: IsoDateTime,
    renewalTo: IsoDateTime,
    relocationFrom: IsoDateTime,
    relocationTo: IsoDateTime,
    publicSaleAt: IsoDateTime,
  },
  { additionalProperties: false },
);
export type OpenRenewalBody = Static<typeof OpenRenewalBody>;

/** A later renewal deadline (PATCH /v2/admin/renewals/{id}). */
export const ExtendRenewalBody = Type.Object({ renewalTo: IsoDateTime }, { additionalProperties: false });
export type ExtendRenewalBody = Static<typeof ExtendRenewalBody>;

/** One sector's figures of a campaign. */
export const RenewalSectorFigures = Type.Object({
  sector: Type.String(),
  offered: Type.Integer(),
  renewed: Type.Integer(),
  declined: Type.Integer(),
  released: Type.Integer(),
  revenue: Cents,
});

export const RenewalCampaign = Type.Object({
  id: Uuid,
  previousSeasonId: Uuid,
  previousSeasonTitle: Type.String(),
  nextSeasonId: Uuid,
  nextSeasonTitle: Type.String(),
  renewalFrom: IsoDateTime,
  renewalTo: IsoDateTime,
  relocationFrom: IsoDateTime,
  relocationTo: IsoDateTime,
  publicSaleAt: IsoDateTime,
  openedAt: IsoDateTime,
  releasedAt: Type.Union([IsoDateTime, Type.Null()]),
  /** Holders whose seat could not be kept (taken or blocked in the next season) and got no offer. */
  offered: Type.Integer(),
  renewed: Type.Integer(),
  ordered: Type.Integer(),
  declined: Type.Integer(),
  released: Type.Integer(),
  /** renewed / offered, 0–1. */
  renewalRate: Type.Number(),
  /** Paid renewals' order lines, in cents. */
  revenue: Cents,
  sectors: Type.Array(RenewalSectorFigures),
});
export type RenewalCampaign = Static<typeof RenewalCampaign>;

export const RenewalCampaignList = Type.Object({ data: Type.Array(RenewalCampaign) });
export type RenewalCampaignList = Static<typeof RenewalCampaignList>;

/** One offer in the back office's list. */
export const AdminRenewalOffer = Type.Object({
  id: Uuid,
  holderEmail: Type.String(),
  holderName: Type.String(),
  /** The holder's account data, for the box office's order contact. */
  holderFirstName: Type.String(),
  holderLastName: Type.String(),
  holderPhone: Type.Union([Type.String(), Type.Null()]),
  seat: SeatRef,
  category: SeasonCategorySchema,
  status: literalUnion(RENEWAL_STATUSES),
  orderId: Type.Union([Uuid, Type.Null()]),
  seniority: Type.Integer(),
  renewedByClub: Type.Boolean(),
});
export type AdminRenewalOffer = Static<typeof AdminRenewalOffer>;

export const AdminRenewalOffers = Type.Object({ data: Type.Array(AdminRenewalOffer) });
export type AdminRenewalOffers = Static<typeof AdminRenewalOffers>;

export const RenewalCampaignParams = Type.Object({ id: Uuid });
