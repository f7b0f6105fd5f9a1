import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { verifyQuery } from './mail.ts';
import type { ServerProcess } from './server-process.ts';
import type { SmtpServer } from './smtp.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * A fan of a real (production) server process, made as a fan makes one, since production seeds no demo
 * account: registered through the API, verified by the link e-mailed over `smtp`, signed in.
 */
export async function registeredFan(server: Pick<ServerProcess, 'base'>, smtp: SmtpServer) {
  const email = `fan-${randomBytes(4).toString('hex')}@hokej.test`;
  const password = 'Fanusik123!';
  const registered = await fetch(`${server.base}/v2/user/registration`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({
      firstName: 'Jozef',
      lastName: 'Fanúšik',
      phoneNumber: '+421900123456',
      email,
      password,
      newsletter: false,
      termsAgreed: true,
    }),
  });
  expect(registered.status).toBe(201);
  const sentTo = () => smtp.messages.find((m) => JSON.stringify(m.to).includes(email));
  await smtp.waitFor(() => sentTo() !== undefined);
  const verified = await fetch(`${server.base}/v2/user/verify-email${verifyQuery(sentTo()?.text ?? '')}`);
  expect(verified.status).toBe(200);
  const login = await fetch(`${server.base}/v2/user/login`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { ...JSON_TYPE, authorization: `Bearer ${accessToken}` };
  const userId = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString())
    .sub as string;
  return { email, auth, userId };
}
