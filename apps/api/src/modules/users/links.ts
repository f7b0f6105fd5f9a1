/** Addresses of the web pages that e-mails link to. */
export function createLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    verifyEmail: (hash: string, email: string) =>
      `${base}/verify?${new URLSearchParams({ hash, email }).toString()}`,
    resetPassword: (hash: string) => `${base}/reset/${encodeURIComponent(hash)}`,
    myOrders: () => `${base}/my-orders`,
    transferAccept: (secret: string) => `${base}/transfer/${encodeURIComponent(secret)}`,
    pushCheckout: (pushId: string) => `${base}/checkout/push/${encodeURIComponent(pushId)}`,
    invoicePush: (pushId: string) => `${base}/invoice/push/${encodeURIComponent(pushId)}`,
    matchPage: (setupId: string) => `${base}/event/${encodeURIComponent(setupId)}/arena`,
    matchCalendar: (setupId: string) => `${base}/v2/event/${encodeURIComponent(setupId)}/calendar.ics`,
    /** The holder's renewal page, opened at one offer (login asked for there). */
    renewal: (offerId: string) => `${base}/my-season-tickets/renewals?offer=${encodeURIComponent(offerId)}`,
    /** A waiting list's offer to the fan (login asked for there), leading to the checkout. */
    waitingListOffer: (entryId: string) => `${base}/checkout/waiting-list/${encodeURIComponent(entryId)}`,
    calendarFeed: (token: string) => `${base}/v2/calendar/${encodeURIComponent(token)}.ics`,
  };
}

export type Links = ReturnType<typeof createLinks>;
