import { type Static, Type } from '@sinclair/typebox';
import { Uuid } from './common.ts';

export const MatchCalendarParams = Type.Object({ uuid: Uuid });

/**
 * The language of a match's calendar file when its link names one (the shop's language: a download link
 * sends the browser's Accept-Language, not the page's); without it the request's Accept-Language decides.
 */
export const MatchCalendarQuery = Type.Object({
  lang: Type.Optional(
    Type.String({ maxLength: 35, description: 'Jazyk súboru (sk, en); bez neho podľa Accept-Language' }),
  ),
});

/** The secret address of the fan's personal calendar feed (an .ics to subscribe to). */
export const CalendarFeedAddress = Type.Object({
  url: Type.String({ description: 'Tajná adresa kalendára na odber (webcal/https)' }),
});
export type CalendarFeedAddress = Static<typeof CalendarFeedAddress>;

export const CalendarFeedParams = Type.Object({
  token: Type.String({ maxLength: 80, description: 'Tajná časť adresy kalendára' }),
});
