import { type Static, Type } from '@sinclair/typebox';
import { IsoDateTime, PriceTypeSchema, SeatRef } from './common.ts';

/** The gate: a scanned QR code's token is checked and the ticket admitted once. */
export const TicketCheckBody = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 300, title: 'Kód vstupenky' }) },
  { additionalProperties: false },
);
export type TicketCheckBody = Static<typeof TicketCheckBody>;

export const TicketCheck = Type.Object({
  serial: Type.String(),
  title: Type.String(),
  startsAt: IsoDateTime,
  seat: SeatRef,
  ticketType: PriceTypeSchema,
  holder: Type.String(),
  checkedInAt: IsoDateTime,
});
export type TicketCheck = Static<typeof TicketCheck>;
