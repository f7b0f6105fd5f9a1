import { readFileSync } from 'node:fs';
import { PKPass } from 'passkit-generator';
import type { Config } from '../../config.ts';
import { formatDateTime, formatEuroCents } from '../documents/document-format.ts';
import type { TicketPrint } from '../documents/ticket-pdf.ts';
import { fill, messagesIn } from '../notifications/message-tables.ts';
import { PASS_COLOURS, passImages } from './wallet-images.ts';
import { walletTexts } from './wallet-texts.ts';

export type AppleWalletSettings = {
  passTypeId: string;
  teamId: string;
  certificates: { signerCert: string; signerKey: string; signerKeyPassphrase?: string; wwdr: string };
};

/** The Apple Wallet settings, the PEM files read now (a wrong path stops the start naming it); null when unset. */
export function appleWalletSettings(config: Config): AppleWalletSettings | null {
  const { APPLE_WALLET_PASS_TYPE_ID: passTypeId, APPLE_WALLET_TEAM_ID: teamId } = config;
  if (!passTypeId || !teamId) return null;
  const read = (key: 'APPLE_WALLET_CERT_FILE' | 'APPLE_WALLET_KEY_FILE' | 'APPLE_WALLET_WWDR_FILE') => {
    try {
      return readFileSync(config[key] as string, 'utf8');
    } catch (error) {
      throw new Error(
        `Invalid configuration:\n  ${key}: cannot read ${config[key]} (${(error as Error).message})`,
      );
    }
  };
  return {
    passTypeId,
    teamId,
    certificates: {
      signerCert: read('APPLE_WALLET_CERT_FILE'),
      signerKey: read('APPLE_WALLET_KEY_FILE'),
      signerKeyPassphrase: config.APPLE_WALLET_KEY_PASSPHRASE,
      wwdr: read('APPLE_WALLET_WWDR_FILE'),
    },
  };
}

/** Where the arena is, so the phone offers the pass on arrival (the demo arena's place in Zvolen). */
export type PassPlace = { latitude: number; longitude: number; address: string };

/**
 * An Apple Wallet event ticket (.pkpass) of one ticket or season ticket: the same QR token as its PDF,
 * the match or season, the seat, the holder, and the time and place at which the phone shows it.
 */
export async function applePass(
  settings: AppleWalletSettings,
  ticket: TicketPrint,
  place: PassPlace | null,
): Promise<Buffer> {
  const season = ticket.setupType === 'SEASON';
  const { language } = ticket;
  const t = messagesIn(walletTexts, language);
  const pass = new PKPass(await passImages(), settings.certificates, {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeId,
    teamIdentifier: settings.teamId,
    serialNumber: ticket.serial,
    organizationName: ticket.clubName,
    description: season
      ? fill(t.seasonDescription, { club: ticket.clubName })
      : fill(t.matchDescription, { match: ticket.matchTitle }),
    logoText: ticket.clubName,
    backgroundColor: PASS_COLOURS.background,
    foregroundColor: PASS_COLOURS.foreground,
    labelColor: PASS_COLOURS.label,
  });
  pass.type = 'eventTicket';
  pass.primaryFields.push({
    key: 'event',
    label: season ? t.season : t.match,
    value: ticket.matchTitle,
  });
  pass.secondaryFields.push(
    { key: 'sector', label: t.sector, value: ticket.sector },
    { key: 'row', label: t.row, value: ticket.row },
    { key: 'seat', label: t.seat, value: ticket.seat },
  );
  pass.auxiliaryFields.push(
    {
      key: 'starts',
      label: season ? t.firstMatch : t.starts,
      value: formatDateTime(ticket.startsAt, language),
    },
    { key: 'holder', label: t.holder, value: ticket.holderName },
  );
  pass.backFields.push(
    { key: 'serial', label: t.serial, value: ticket.serial },
    { key: 'venue', label: t.venue, value: place ? `${ticket.venue}, ${place.address}` : ticket.venue },
    { key: 'price', label: t.price, value: formatEuroCents(ticket.priceCents, language) },
  );
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: ticket.token, messageEncoding: 'iso-8859-1' });
  pass.setRelevantDate(ticket.startsAt);
  if (place)
    pass.setLocations({ latitude: place.latitude, longitude: place.longitude, relevantText: ticket.venue });
  return pass.getAsBuffer();
}
