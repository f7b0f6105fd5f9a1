// Back office: orders (search, detail, cancel, resend, refunds, payment links), the bank statement import and the payment types.
// Only the router imports this feature, lazily: the fans' pages never download the back office.
export { BankImportPage } from './pages/BankImportPage.tsx';
export { OrderDetailPage } from './pages/OrderDetailPage.tsx';
export { OrdersPage } from './pages/OrdersPage.tsx';
export { PaymentTypesPage } from './pages/PaymentTypesPage.tsx';
