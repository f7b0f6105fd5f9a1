import { type Static, Type } from '@sinclair/typebox';
import { Uuid } from './common.ts';

export const MatchCalendarParams = Type.Object({ uuid: Uuid });

/** The secret address of the fan's personal calendar feed (an .ics to subscribe to). */
export const CalendarFeedAddress = Type.Object({
  url: Type.String({ description: 'Tajná adresa kalendára na odber (webcal/https)' }),
});
export type CalendarFeedAddress = Static<typeof CalendarFeedAddress>;

export const CalendarFeedParams = Type.Object({
  token: Type.String({ maxLength: 80, description: 'Tajná časť adresy kalendára' }),
});
