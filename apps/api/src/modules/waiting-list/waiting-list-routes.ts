import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyWaitingList,
  WaitingListEntry,
  WaitingListJoinBody,
  WaitingListOfferParams,
  WaitingListParams,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUser, currentUserId } from '../auth/guard.ts';

/** A fan's waiting list of a sold-out match: standing, join, leave; the offer and taking it into the cart. */
export const waitingListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { waitingList } = app.services;
  const preValidation = app.guards.requireUser;
  const common = { tags: ['waiting-list'], security: [{ bearer: [] }] };
  const matchConfig = { validationCode: 'EVENT_NOT_FOUND' } as const;
  const offerConfig = { validationCode: 'WAITING_LIST_OFFER_NOT_FOUND' } as const;

  app.get(
    '/event/:uuid/waiting-list',
    {
      preValidation,
      config: matchConfig,
      schema: {
        ...common,
        summary: 'Moje miesto v poradovníku na vypredaný zápas (a či ho klub pozastavil)',
        params: WaitingListParams,
        response: { 200: MyWaitingList, ...errorResponses(400, 401) },
      },
    },
    (request) => waitingList.mine(currentUserId(request), request.params.uuid),
  );

  app.post(
    '/event/:uuid/waiting-list',
    {
      preValidation,
      config: { validationCode: 'WAITING_LIST_COUNT_INVALID' },
      schema: {
        ...common,
        summary: 'Prihlásiť sa do poradovníka na vypredaný zápas (1–5 miest, celý zápas alebo jeden sektor)',
        params: WaitingListParams,
        body: WaitingListJoinBody,
        response: { 201: MyWaitingList, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await waitingList.join(currentUser(request), request.params.uuid, request.body)),
  );

  app.delete(
    '/event/:uuid/waiting-list',
    {
      preValidation,
      config: matchConfig,
      schema: {
        ...common,
        summary: 'Odhlásiť sa z poradovníka (podržané miesta ponuky sa uvoľnia ďalšiemu)',
        params: WaitingListParams,
        response: { 200: MyWaitingList, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => waitingList.leave(currentUserId(request), request.params.uuid),
  );

  app.get(
    '/waiting-list/offers/:id',
    {
      preValidation,
      config: offerConfig,
      schema: {
        ...common,
        summary: 'Ponuka miest z poradovníka (osobný odkaz z e-mailu a SMS)',
        params: WaitingListOfferParams,
        response: { 200: WaitingListEntry, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => waitingList.offer(currentUserId(request), request.params.id),
  );

  app.post(
    '/waiting-list/offers/:id/claim',
    {
      preValidation,
      config: offerConfig,
      schema: {
        ...common,
        summary: 'Vziať ponúknuté miesta do košíka a pokračovať k platbe (podržané do konca ponuky)',
        params: WaitingListOfferParams,
        response: { 200: WaitingListEntry, ...errorResponses(400, 401, 404, 409) },
      },
    },
    (request) => waitingList.claim(currentUserId(request), request.params.id),
  );
};
