// Only the router imports this feature, lazily: its parts load with the pages that show them.
export { ReceivedTickets, SentTransfers } from './components/MyTransfers.tsx';
export { TicketTransferAction } from './components/TicketTransferAction.tsx';
export { TransferAcceptPage } from './pages/TransferAcceptPage.tsx';
