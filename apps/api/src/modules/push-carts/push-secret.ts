import { createHash, randomBytes } from 'node:crypto';
import { PUSH_SECRET_BYTES } from '@hokej/contract';

/** A new push link secret: 256 random bits in base64url (43 characters). */
export const newPushSecret = () => randomBytes(PUSH_SECRET_BYTES).toString('base64url');

/**
 * What the database keeps of a push secret: its SHA-256 (hex). The secret is random, so a plain hash
 * suffices (no salt or slow hash), and a lookup by it compares no secret byte by byte.
 */
export const hashPushSecret = (pushId: string) => createHash('sha256').update(pushId).digest('hex');
