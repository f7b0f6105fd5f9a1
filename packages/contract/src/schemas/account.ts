import { type Static, Type } from '@sinclair/typebox';
import { COUNTRY_CODES } from '../countries.ts';
import { IBAN_INPUT_PATTERN } from '../iban.ts';
import { patterns } from '../limits.ts';
import { literalUnion, RoleSchema } from './common.ts';
import { Email } from './user.ts';

/** Account calls of spec section 7 beyond login and refresh: registration, verification, reset, my account. */

/** A name: at least one visible character, no control characters (letters of any script are welcome). */
const name = (title: string) =>
  Type.String({ minLength: 1, maxLength: 100, pattern: patterns.personName, title });
export const FirstName = name('Meno');
export const LastName = name('Priezvisko');
export const PhoneNumber = Type.String({ pattern: patterns.phone, maxLength: 20, title: 'Telefónne číslo' });
/** A new password: the spec's complexity rule; 128 characters at most (argon2 input stays small). */
export const NewPassword = Type.String({
  minLength: 8,
  maxLength: 128,
  pattern: patterns.password,
  title: 'Heslo',
});
const RetypedPassword = Type.String({ minLength: 1, maxLength: 128, title: 'Heslo znova' });
/** The random part of a verification or reset link (base64url of 32 bytes). */
export const LinkHash = Type.String({ minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' });

export const RegistrationBody = Type.Object(
  {
    firstName: FirstName,
    lastName: LastName,
    phoneNumber: PhoneNumber,
    email: Email,
    password: NewPassword,
    newsletter: Type.Boolean({ title: 'Súhlas so zasielaním noviniek' }),
    termsAgreed: Type.Boolean({ title: 'Súhlas s obchodnými podmienkami' }),
  },
  { additionalProperties: false },
);
export type RegistrationBody = Static<typeof RegistrationBody>;

/** Answer to every call that sends an e-mail: where it went (never whether the account exists). */
export const EmailSent = Type.Object({ email: Type.String() });
export type EmailSent = Static<typeof EmailSent>;

export const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
export type EmailBody = Static<typeof EmailBody>;

export const VerifyEmailQuery = Type.Object(
  { hash: LinkHash, email: Email },
  { additionalProperties: false },
);
export type VerifyEmailQuery = Static<typeof VerifyEmailQuery>;

export const EmailVerified = Type.Object({
  email: Type.String(),
  /** True when the link had already been used and the address was verified before. */
  alreadyVerified: Type.Boolean(),
});
export type EmailVerified = Static<typeof EmailVerified>;

export const ResetFinishBody = Type.Object(
  { newPassword: NewPassword, newPasswordRetype: RetypedPassword, resetPasswordHash: LinkHash },
  { additionalProperties: false },
);
export type ResetFinishBody = Static<typeof ResetFinishBody>;

export const ChangePasswordBody = Type.Object(
  {
    oldPassword: Type.String({ minLength: 1, maxLength: 200, title: 'Doterajšie heslo' }),
    newPassword: { ...NewPassword, title: 'Nové heslo' },
    newPasswordRetype: RetypedPassword,
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const CountryCode = literalUnion(COUNTRY_CODES, { title: 'Krajina' });

/** Invoice address; companyName empty or absent for a private person. */
export const Address = Type.Object(
  {
    street: Type.String({ minLength: 1, maxLength: 120, title: 'Ulica a číslo' }),
    city: Type.String({ minLength: 1, maxLength: 80, title: 'Mesto' }),
    postcode: Type.String({ minLength: 3, maxLength: 12, pattern: '^[A-Za-z0-9 -]+$', title: 'PSČ' }),
    country: CountryCode,
    companyName: Type.Optional(Type.String({ maxLength: 120, title: 'Názov firmy' })),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

/** Slovak company ids: IČO 8 digits, DIČ 10 digits, IČ DPH "SK" + 10 digits; empty when not a company. */
export const CompanyIds = {
  companyId: Type.Optional(Type.String({ pattern: '^(\\d{6,8})?$', title: 'IČO' })),
  dic: Type.Optional(Type.String({ pattern: '^(\\d{10})?$', title: 'DIČ' })),
  icdph: Type.Optional(Type.String({ pattern: '^([A-Z]{2}\\d{8,12})?$', title: 'IČ DPH' })),
  /** The buyer's account (refunds, credit notes); spaces and lower case allowed, stored normalized, mod 97 checked. */
  iban: Type.Optional(Type.String({ maxLength: 50, pattern: IBAN_INPUT_PATTERN, title: 'IBAN' })),
};

/**
 * PATCH /v2/user: any subset of the account fields and the invoice data. The invoice is made out
 * to the account's name, so firstName and lastName serve both (spec: "firstName, lastName, address").
 * A changed phone number loses its verification.
 */
export const AccountUpdateBody = Type.Object(
  {
    firstName: Type.Optional(FirstName),
    lastName: Type.Optional(LastName),
    phoneNumber: Type.Optional(PhoneNumber),
    newsletter: Type.Optional(Type.Boolean({ title: 'Súhlas so zasielaním noviniek' })),
    address: Type.Optional(Address),
    ...CompanyIds,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AccountUpdateBody = Static<typeof AccountUpdateBody>;

export const MyAccount = Type.Object({
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  phoneNumberVerified: Type.Boolean(),
  newsletter: Type.Boolean(),
  roles: Type.Array(RoleSchema),
  address: Type.Union([Address, Type.Null()]),
  companyId: Type.String(),
  dic: Type.String(),
  icdph: Type.String(),
  /** Normalized (no spaces, upper case); empty when not given. */
  iban: Type.String(),
});
export type MyAccount = Static<typeof MyAccount>;

export const PhoneCodeSent = Type.Object({
  phoneNumber: Type.String(),
  /** Seconds the code stays valid, and until a new one may be asked for. */
  expiresInS: Type.Integer(),
  resendAfterS: Type.Integer(),
});
export type PhoneCodeSent = Static<typeof PhoneCodeSent>;

export const VerifyPhoneBody = Type.Object(
  { code: Type.String({ pattern: patterns.phoneCode, title: 'Overovací kód' }) },
  { additionalProperties: false },
);
export type VerifyPhoneBody = Static<typeof VerifyPhoneBody>;
