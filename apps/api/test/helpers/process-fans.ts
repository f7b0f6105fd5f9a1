/** Fans for tests of spawned shop processes: made straight in the database, signed in with the processes' secret. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createAccessTokens } from '../../src/modules/auth/access-tokens.ts';

/** A maker of new fans on `dbUrl`, each answered as an access token the processes sharing `secret` accept. */
export function signedInFans(dbUrl: string, secret: string, lastName: string) {
  const tokens = createAccessTokens(secret, 600);
  return async (): Promise<string> => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified_at)
         values ($1, 'no-login', 'Fanúšik', $2, now()) returning id`,
        [`fan-${randomBytes(6).toString('hex')}@hokej.test`, lastName],
      );
      const id = rows[0]?.id as string;
      return tokens.sign({ id, roles: ['USER'], name: `Fanúšik ${lastName}` });
    } finally {
      await client.end();
    }
  };
}
