import ICAL from 'ical.js';

/** The VEVENTs of an iCalendar text, read by an independent parser, with their zones resolved. */
export function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate(),
      startZone: event.startDate.zone?.tzid,
      end: event.endDate.toJSDate(),
      url: String(vevent.getFirstPropertyValue('url')),
      stampIsUtc: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    };
  });
}
