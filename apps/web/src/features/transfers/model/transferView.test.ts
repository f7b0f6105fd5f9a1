import type { TicketTransfer } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { linkViewOf, openTransferOf, recipientOf, transferOpen } from './transferView.ts';

const MATCH = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const startsAt = '2026-12-02T17:00:00.000Z';

const transfer = (over: Partial<TicketTransfer>): TicketTransfer => ({
  id: '33333333-3333-4333-8333-333333333333',
  state: 'PENDING',
  ticketSerial: '100001-1',
  serial: null,
  matchId: MATCH,
  title: 'HK Orly Zvolen – HK Nitra',
  startsAt,
  seat: { sector: 'B15', row: '1', name: '1' },
  recipientEmail: 'kamarat@hokej.test',
  recipientName: null,
  senderName: 'Jozef Fanúšik',
  createdAt: '2026-11-26T10:00:00.000Z',
  decidedAt: null,
  ...over,
});

describe('a ticket’s transfer in My orders', () => {
  it('is the pending or accepted one of that ticket and match; a cancelled one leaves the ticket free', () => {
    const cancelled = transfer({ state: 'CANCELLED' });
    const pending = transfer({ id: '44444444-4444-4444-8444-444444444444' });
    expect(openTransferOf([cancelled], '100001-1', MATCH)).toBeUndefined();
    expect(openTransferOf([pending, cancelled], '100001-1', MATCH)).toBe(pending);
    expect(openTransferOf([pending], '100001-2', MATCH)).toBeUndefined();
    expect(openTransferOf([pending], '100001-1', OTHER)).toBeUndefined();
  });

  it('names the recipient by name once accepted, by the address before', () => {
    expect(recipientOf(transfer({}))).toBe('kamarat@hokej.test');
    expect(recipientOf(transfer({ state: 'ACCEPTED', recipientName: 'Tretí Fanúšik' }))).toBe(
      'Tretí Fanúšik',
    );
  });

  it('closes an hour before the match starts', () => {
    const start = new Date(startsAt).getTime();
    expect(transferOpen(startsAt, start - 61 * 60_000)).toBe(true);
    expect(transferOpen(startsAt, start - 60 * 60_000)).toBe(false);
  });
});

describe('the acceptance page', () => {
  const beforeCutoff = new Date(startsAt).getTime() - 2 * 3_600_000;
  it('offers a pending transfer until the cut-off, then says it is too late', () => {
    expect(linkViewOf(transfer({}), beforeCutoff)).toBe('offer');
    expect(linkViewOf(transfer({}), new Date(startsAt).getTime())).toBe('expired');
  });

  it('says an accepted or cancelled transfer is closed', () => {
    expect(linkViewOf(transfer({ state: 'ACCEPTED' }), beforeCutoff)).toBe('accepted');
    expect(linkViewOf(transfer({ state: 'CANCELLED' }), beforeCutoff)).toBe('cancelled');
  });
});
