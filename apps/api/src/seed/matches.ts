import { clubDay, clubInstant } from '@hokej/contract/format';

export const CLUB = 'HK Orly Zvolen';
export const SEASON_TITLE = 'Permanentka 2026/2027';
export const COVID_LABEL = 'Vstup len s respirátorom FFP2';
/** The note in the English shop (issue 22). */
export const COVID_LABEL_EN = 'Entry only with an FFP2 respirator';
/** The demo season's description, and its English for the English shop (issue 22). */
export const SEASON_DESCRIPTION = `Permanentka na všetky domáce zápasy ${CLUB} v sezóne 2026/2027 na vybrané miesto.`;
export const SEASON_DESCRIPTION_EN = `A season ticket for every ${CLUB} home match of the 2026/2027 season, on a seat of your choice.`;
const MATCH_LENGTH_MS = 150 * 60_000;
const DAY_MS = 86_400_000;

/** One upcoming home match, as it goes into `setups`. */
export interface DemoMatch {
  title: string;
  opponent: string;
  description: string;
  /** The description in the English shop (issue 22). */
  descriptionEn: string;
  startsAt: Date;
  endsAt: Date;
  /** A derby is priced a little higher. */
  derby: boolean;
  covidRestriction: string | null;
  covidRestrictionEn: string | null;
  phoneRequired: boolean;
}

interface Fixture {
  opponent: string;
  daysAhead: number;
  time: '17:00' | '18:30';
  derby?: boolean;
  covid?: boolean;
  phone?: boolean;
}

const fixtures: Fixture[] = [
  { opponent: 'HC Košice', daysAhead: 3, time: '18:30', derby: true },
  { opponent: 'HK Nitra', daysAhead: 6, time: '17:00' },
  { opponent: 'HC Slovan Bratislava', daysAhead: 10, time: '18:30', derby: true, phone: true },
  { opponent: 'HK Poprad', daysAhead: 13, time: '17:00', covid: true },
  { opponent: 'HC 05 Banská Bystrica', daysAhead: 17, time: '18:30', derby: true },
  { opponent: 'HK Spišská Nová Ves', daysAhead: 20, time: '17:00' },
  { opponent: 'MHk 32 Liptovský Mikuláš', daysAhead: 45, time: '18:30' },
  { opponent: 'HK Dukla Michalovce', daysAhead: 66, time: '17:00' },
];

/** The instant of a wall-clock time in Bratislava on the local date `daysAhead` days after `now`. */
export function bratislavaTime(now: Date, daysAhead: number, hour: number, minute: number): Date {
  const [year, month, day] = clubDay(now).split('-').map(Number) as [number, number, number];
  return clubInstant(year, month, day + daysAhead, hour, minute);
}

function describe(fixture: Fixture): string {
  const intro = `Domáci zápas ${CLUB} proti súperovi ${fixture.opponent} na Zimnom štadióne Orly.`;
  const extra = fixture.derby
    ? ' Očakávame vypredanú halu, vstupenky odporúčame kúpiť včas.'
    : ' Príďte povzbudiť Orlov, brány sa otvárajú hodinu pred začiatkom zápasu.';
  const phone = fixture.phone ? ' Na nákup vstupeniek je potrebné overené telefónne číslo.' : '';
  return intro + extra + phone;
}

/** `describe` in English, for the English shop (issue 22). */
function describeEn(fixture: Fixture): string {
  const intro = `${CLUB} home match against ${fixture.opponent} at the Orly ice stadium.`;
  const extra = fixture.derby
    ? ' We expect a sold-out arena, so buy your tickets in good time.'
    : ' Come and cheer the Orly on; the gates open an hour before the face-off.';
  const phone = fixture.phone ? ' Buying tickets requires a verified phone number.' : '';
  return intro + extra + phone;
}

/** Each demo description (the season's and every match's) with its English. */
export function demoDescriptions(): { description: string; descriptionEn: string }[] {
  return [
    { description: SEASON_DESCRIPTION, descriptionEn: SEASON_DESCRIPTION_EN },
    ...fixtures.map((fixture) => ({ description: describe(fixture), descriptionEn: describeEn(fixture) })),
  ];
}

/** The demo home matches, spread over the four weeks after `now`. */
export function demoMatches(now: Date): DemoMatch[] {
  return fixtures.map((fixture) => {
    const [hour, minute] = fixture.time.split(':').map(Number) as [number, number];
    const startsAt = bratislavaTime(now, fixture.daysAhead, hour, minute);
    return {
      title: `${CLUB} – ${fixture.opponent}`,
      opponent: fixture.opponent,
      description: describe(fixture),
      descriptionEn: describeEn(fixture),
      startsAt,
      endsAt: new Date(startsAt.getTime() + MATCH_LENGTH_MS),
      derby: fixture.derby ?? false,
      covidRestriction: fixture.covid ? COVID_LABEL : null,
      covidRestrictionEn: fixture.covid ? COVID_LABEL_EN : null,
      phoneRequired: fixture.phone ?? false,
    };
  });
}

/** The season offer spans every match, from a day before the first to the end of the last. */
export function seasonSpan(matches: DemoMatch[]): { startsAt: Date; endsAt: Date } {
  const starts = matches.map((m) => m.startsAt.getTime());
  const ends = matches.map((m) => m.endsAt.getTime());
  return { startsAt: new Date(Math.min(...starts) - DAY_MS), endsAt: new Date(Math.max(...ends)) };
}
