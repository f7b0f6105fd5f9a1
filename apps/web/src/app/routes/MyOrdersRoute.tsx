import { MyOrdersPage } from '../../features/orders/index.ts';
import { ReceivedTickets, SentTransfers, TicketTransferAction } from '../../features/transfers/index.ts';
import { TicketActionProvider } from '../../shared/orders/ticketActionSlot.tsx';
import { useMyTransfersQuery } from '../../shared/transfers/transferApi.ts';

/**
 * /my-orders with what ticket transfer (its own feature) adds: the tickets friends passed on above the orders,
 * the action under each ticket, the transfers sent below. Loaded as one chunk with the page, and the list waits
 * for the fan's transfers: drawn before them, it was pushed down by the received tickets and each ticket grew
 * its "Previesť" button (issue 19, a layout shift of 0.25 for a fan with many orders).
 */
export function MyOrdersRoute() {
  const transfers = useMyTransfersQuery();
  return (
    <TicketActionProvider value={TicketTransferAction}>
      <MyOrdersPage waitFor={transfers.isLoading} before={<ReceivedTickets />} after={<SentTransfers />} />
    </TicketActionProvider>
  );
}
