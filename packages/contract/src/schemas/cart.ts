import { type Static, Type } from '@sinclair/typebox';
import { CART_ITEM_STATUSES } from '../enums.ts';
import {
  Cents,
  IsoDateTime,
  literalUnion,
  PriceTypeSchema,
  SeatRef,
  ServerTimestamp,
  SetupTypeSchema,
  Uuid,
} from './common.ts';

export const AddSeatBody = Type.Object(
  { type: Type.Literal('ADD_SEAT'), setupType: SetupTypeSchema, uuid: Uuid, seat: SeatRef },
  { additionalProperties: false },
);
export type AddSeatBody = Static<typeof AddSeatBody>;

export const RemoveItemBody = Type.Object(
  { type: Type.Literal('REMOVE_ITEM'), itemId: Uuid },
  { additionalProperties: false },
);
export const UpdateItemBody = Type.Object(
  { type: Type.Literal('UPDATE_ITEM'), itemId: Uuid, ticketType: PriceTypeSchema },
  { additionalProperties: false },
);
export const CartUpdateBody = Type.Union([RemoveItemBody, UpdateItemBody]);
export type CartUpdateBody = Static<typeof CartUpdateBody>;

export const CartItem = Type.Object({
  id: Uuid,
  setupType: SetupTypeSchema,
  setupUuid: Uuid,
  title: Type.String(),
  startsAt: IsoDateTime,
  seat: SeatRef,
  ticketType: PriceTypeSchema,
  price: Cents,
  status: literalUnion(CART_ITEM_STATUSES),
  expireAt: IsoDateTime,
  ticket: Type.Object({ expiration: IsoDateTime }),
});
export type CartItem = Static<typeof CartItem>;

export const CartResponse = Type.Object({
  items: Type.Array(CartItem),
  totalPrice: Cents,
  isPushCart: Type.Boolean(),
  serverTimestamp: ServerTimestamp,
});
export type CartResponse = Static<typeof CartResponse>;
