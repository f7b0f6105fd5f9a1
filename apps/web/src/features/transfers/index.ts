// Only the app imports this feature, lazily: the router for the transfer page, the My orders route module
// (app/routes/MyOrdersRoute.tsx) for the rest; its parts load with the pages that show them.
export { ReceivedTickets, SentTransfers } from './components/MyTransfers.tsx';
export { TicketTransferAction } from './components/TicketTransferAction.tsx';
export { TransferAcceptPage } from './pages/TransferAcceptPage.tsx';
