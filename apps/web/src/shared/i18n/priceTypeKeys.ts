import type { SeasonCategory, TicketType } from '@hokej/contract';

export type PriceTypeLabelKey = TicketType | SeasonCategory;
