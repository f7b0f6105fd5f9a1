import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CalendarFeedAddress,
  CalendarFeedParams,
  MatchCalendarParams,
  MatchCalendarQuery,
  shopLanguageFor,
} from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { replyLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';
import type { CalendarFile } from './calendar-service.ts';

const ICS = 'text/calendar; charset=utf-8';
const icsResponse = Type.String({ description: 'iCalendar (RFC 5545)' });

const sendIcs = (reply: FastifyReply, { ics, file, language }: CalendarFile, cache: string) =>
  reply
    .type(ICS)
    .header('content-disposition', `inline; filename="${file}.ics"`)
    .header('content-language', language)
    .header('cache-control', cache)
    .send(ics);

/** A match for the fan's calendar, and the fan's own subscribable feed of their matches (issue 22). */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { calendar } = app.services;
  const tags = ['calendar'];
  const security = [{ bearer: [] }];

  app.get(
    '/event/:uuid/calendar.ics',
    {
      config: { validationCode: 'EVENT_NOT_FOUND' },
      schema: {
        tags,
        summary: 'Zápas ako udalosť do kalendára (.ics)',
        params: MatchCalendarParams,
        querystring: MatchCalendarQuery,
        produces: ['text/calendar'],
        response: { 200: icsResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // Accept-Language decides unless the link names the language (the reply then varies on both).
      const asked = replyLanguage(reply);
      const { lang } = request.query;
      const language = lang ? shopLanguageFor([lang]) : asked;
      return sendIcs(reply, await calendar.matchIcs(request.params.uuid, language), 'public, max-age=300');
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      config: { validationCode: 'CALENDAR_FEED_NOT_FOUND' },
      schema: {
        tags,
        summary: 'Osobný kalendár fanúšika s jeho zápasmi (tajná adresa na odber)',
        params: CalendarFeedParams,
        produces: ['text/calendar'],
        response: { 200: icsResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendIcs(reply, await calendar.feedIcs(request.params.token), 'private, max-age=300'),
  );

  app.get(
    '/user/calendar',
    {
      preValidation: app.guards.requireUser,
      schema: {
        tags,
        security,
        summary: 'Tajná adresa osobného kalendára prihláseného fanúšika',
        response: { 200: CalendarFeedAddress, ...errorResponses(401) },
      },
    },
    (request) => calendar.feedAddress(currentUserId(request)),
  );

  app.post(
    '/user/calendar/renew',
    {
      preValidation: app.guards.requireUser,
      schema: {
        tags,
        security,
        summary: 'Nová tajná adresa osobného kalendára; stará prestane platiť',
        response: { 200: CalendarFeedAddress, ...errorResponses(401) },
      },
    },
    (request) => calendar.newFeedAddress(currentUserId(request)),
  );
};
