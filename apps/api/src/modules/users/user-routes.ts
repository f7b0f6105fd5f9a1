import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountUpdateBody,
  ChangePasswordBody,
  EmailBody,
  EmailSent,
  EmailVerified,
  MyAccount,
  PhoneCodeSent,
  RegistrationBody,
  ResetFinishBody,
  UserAccount,
  VerifyEmailQuery,
  VerifyPhoneBody,
} from '@hokej/contract';
import { requestLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The account calls of spec section 7 beyond login and refresh. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { validationCode: 'USER_PARAMETERS_MISSING' } as const;
  const preValidation = app.guards.requireUser;
  const security = [{ bearer: [] }];
  const tags = ['user'];
  const { registration, passwords, account, phone } = app.services;

  app.post(
    '/user/registration',
    {
      config,
      schema: {
        tags,
        summary: 'Registrácia; pošle e-mail s overovacím odkazom',
        body: RegistrationBody,
        response: { 201: EmailSent, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registration.register(request.body, request.ip, requestLanguage(request))),
  );

  app.get(
    '/user/verify-email',
    {
      config,
      schema: {
        tags,
        summary: 'Overenie e-mailovej adresy odkazom z e-mailu',
        querystring: VerifyEmailQuery,
        response: { 200: EmailVerified, ...errorResponses(400, 429) },
      },
    },
    (request) => registration.verifyEmail(request.query, request.ip),
  );

  app.post(
    '/user/verify-resend',
    {
      config,
      schema: {
        tags,
        summary: 'Znova poslať overovací e-mail (rovnaká odpoveď pre každú adresu)',
        body: EmailBody,
        response: { 202: EmailSent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await registration.resendVerification(request.body.email, request.ip)),
  );

  app.post(
    '/user/reset-password-request',
    {
      config,
      schema: {
        tags,
        summary: 'Poslať odkaz na obnovenie hesla (rovnaká odpoveď pre každú adresu)',
        body: EmailBody,
        response: { 202: EmailSent, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await passwords.requestReset(request.body.email, request.ip)),
  );

  app.post(
    '/user/reset-password-finish',
    {
      config,
      schema: {
        tags,
        summary: 'Nastaviť nové heslo odkazom z e-mailu; ukončí všetky prihlásenia',
        body: ResetFinishBody,
        response: { 200: EmailSent, ...errorResponses(400, 429) },
      },
    },
    (request) => passwords.finishReset(request.body, request.ip),
  );

  app.get(
    '/user/my-account',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Môj účet',
        response: { 200: MyAccount, ...errorResponses(401, 404) },
      },
    },
    (request) => account.myAccount(currentUserId(request)),
  );

  app.patch(
    '/user',
    {
      preValidation,
      config,
      schema: {
        tags,
        security,
        summary: 'Upraviť osobné alebo fakturačné údaje; nové telefónne číslo treba znova overiť',
        body: AccountUpdateBody,
        response: { 200: MyAccount, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => account.update(currentUserId(request), request.body),
  );

  app.post(
    '/user/change-password',
    {
      preValidation,
      config,
      schema: {
        tags,
        security,
        summary: 'Zmeniť heslo; ostatné prihlásenia sa ukončia a toto dostane nové tokeny',
        body: ChangePasswordBody,
        response: { 200: UserAccount, ...errorResponses(400, 401, 404, 429) },
      },
    },
    (request) => passwords.changePassword(currentUserId(request), request.body, request.ip),
  );

  app.post(
    '/user/verify-phone-send-code',
    {
      preValidation,
      schema: {
        tags,
        security,
        summary: 'Poslať 6-miestny kód SMS správou (platí 5 minút)',
        response: { 202: PhoneCodeSent, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await phone.sendCode(currentUserId(request), request.ip)),
  );

  app.post(
    '/user/verify-phone',
    {
      preValidation,
      config,
      schema: {
        tags,
        security,
        summary: 'Overiť telefónne číslo kódom zo SMS',
        body: VerifyPhoneBody,
        response: { 200: MyAccount, ...errorResponses(400, 401, 409, 429) },
      },
    },
    (request) => phone.verify(currentUserId(request), request.body.code, request.ip),
  );
};
