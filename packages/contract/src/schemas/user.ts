import { type Static, Type } from '@sinclair/typebox';
import { patterns } from '../limits.ts';
import { RoleSchema } from './common.ts';

export const Email = Type.String({ pattern: patterns.email, maxLength: 254, title: 'E-mail' });
export const Password = Type.String({ minLength: 1, maxLength: 200, title: 'Heslo' });

export const LoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;

export const UserAccount = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  expRefreshToken: Type.Integer({
    description: 'Koniec platnosti obnovovacieho tokenu v sekundách od epochy',
  }),
  roles: Type.Array(RoleSchema),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  phoneNumberVerified: Type.Boolean(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /**
   * The language of the account's e-mails (`sk` | `en`): the one of its registration, then of its latest
   * sign-in or order. Optional only so that a session a client stored before it existed stays readable.
   */
  language: Type.Optional(Type.Union([Type.Literal('sk'), Type.Literal('en')])),
});
export type UserAccount = Static<typeof UserAccount>;

/** Claims of the access token: exp, role and name as the spec says, plus the user id. */
/** `sv`: the session version the token was signed with (absent in tokens signed before it existed). */
export type AccessClaims = { sub: string; role: string[]; name: string; exp: number; sv?: number };
