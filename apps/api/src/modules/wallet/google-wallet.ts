import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { TicketPrint } from '../documents/ticket-pdf.ts';
import { messagesIn } from '../notifications/message-tables.ts';
import type { PassPlace } from './apple-pass.ts';
import { walletTexts } from './wallet-texts.ts';

export type GoogleWalletSettings = { issuerId: string; clientEmail: string; privateKey: CryptoKey };

/** The Google Wallet settings, the service account's key read now; null when unset. */
export async function googleWalletSettings(config: Config): Promise<GoogleWalletSettings | null> {
  const { GOOGLE_WALLET_ISSUER_ID: issuerId, GOOGLE_WALLET_KEY_FILE: file } = config;
  if (!issuerId || !file) return null;
  try {
    const key = JSON.parse(readFileSync(file, 'utf8')) as { client_email?: unknown; private_key?: unknown };
    if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string')
      throw new Error('not a service account key (client_email, private_key)');
    return {
      issuerId,
      clientEmail: key.client_email,
      privateKey: await importPKCS8(key.private_key, 'RS256'),
    };
  } catch (error) {
    throw new Error(`Invalid configuration:\n  GOOGLE_WALLET_KEY_FILE: ${file}: ${(error as Error).message}`);
  }
}

/** Google's ids allow letters, digits, '.', '_' and '-' after the issuer id. */
const idPart = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * A "Save to Google Wallet" address: a JWT signed with the service account's key that carries the
 * event-ticket class (the match or season) and the object (this ticket, with the same QR token as its PDF).
 * Google creates both when the fan saves it.
 */
export async function googleWalletLink(
  settings: GoogleWalletSettings,
  ticket: TicketPrint,
  place: PassPlace | null,
  origin: string,
): Promise<string> {
  const { googleLocale } = messagesIn(walletTexts, ticket.language);
  const localized = (value: string) => ({ defaultValue: { language: googleLocale, value } });
  const classId = `${settings.issuerId}.${idPart(ticket.setupId)}`;
  const eventTicketClass = {
    id: classId,
    issuerName: ticket.clubName,
    reviewStatus: 'UNDER_REVIEW',
    eventName: localized(ticket.matchTitle),
    venue: { name: localized(ticket.venue), address: localized(place?.address ?? ticket.venue) },
    dateTime: { start: ticket.startsAt.toISOString() },
  };
  const eventTicketObject = {
    id: `${settings.issuerId}.${idPart(ticket.serial)}`,
    classId,
    state: 'ACTIVE',
    ticketHolderName: ticket.holderName,
    ticketNumber: ticket.serial,
    barcode: { type: 'QR_CODE', value: ticket.token, alternateText: ticket.serial },
    seatInfo: {
      section: localized(ticket.sector),
      row: localized(ticket.row),
      seat: localized(ticket.seat),
    },
    ...(place ? { locations: [{ latitude: place.latitude, longitude: place.longitude }] } : {}),
  };
  const jwt = await new SignJWT({
    origins: [origin],
    typ: 'savetowallet',
    payload: { eventTicketClasses: [eventTicketClass], eventTicketObjects: [eventTicketObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(settings.privateKey);
  return `https://pay.google.com/gp/v/save/${jwt}`;
}
