import { Type } from '@sinclair/typebox';

/** Bytes of randomness in a push link's secret (256 bits; the issue asks for at least 128). */
export const PUSH_SECRET_BYTES = 32;

/** The secret in a push link (`/checkout/push/{pushId}`): 32 random bytes in base64url, 43 characters. */
export const PushId = Type.String({ title: 'Odkaz na košík', pattern: '^[A-Za-z0-9_-]{43}$' });

/** `?pushId=`: a push order's calls (status check, re-pay, the gateway's return) carry its link's secret. */
export const PushLinkQuery = Type.Object({ pushId: Type.Optional(PushId) }, { additionalProperties: false });
