import type { SeasonCategory, TicketType } from '@hokej/contract/constants';

export type PriceTypeLabelKey = TicketType | SeasonCategory;
