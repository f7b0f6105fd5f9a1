import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LoginBody, RefreshBody, UserAccount } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { requestLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { validationCode: 'USER_PARAMETERS_MISSING' } as const;

  app.post(
    '/user/login',
    {
      config,
      schema: {
        tags: ['user'],
        summary: 'Prihlásenie e-mailom a heslom',
        body: LoginBody,
        response: { 200: UserAccount, ...errorResponses(400, 401, 403, 429) },
      },
    },
    (request) =>
      app.services.auth.login(
        request.body.email,
        request.body.password,
        request.ip,
        requestLanguage(request),
      ),
  );

  app.post(
    '/user/refresh',
    {
      config,
      schema: {
        tags: ['user'],
        summary: 'Nová dvojica tokenov výmenou za obnovovací token',
        body: RefreshBody,
        response: { 200: UserAccount, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => app.services.auth.refresh(request.body.refreshToken, request.ip),
  );

  app.post(
    '/user/logout',
    {
      config,
      schema: {
        tags: ['user'],
        summary: 'Odhlásenie: obnovovací token a celá jeho relácia prestanú platiť',
        body: RefreshBody,
        response: { 204: Type.Null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await app.services.auth.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );
};
