// Only the router imports this feature, lazily: these pages load when they are opened.
export { InvoicePushPage } from './pages/InvoicePushPage.tsx';
export { MyInvoicesPage } from './pages/MyInvoicesPage.tsx';
export { MyOrdersPage } from './pages/MyOrdersPage.tsx';
export { OrderSuccessPage } from './pages/OrderSuccessPage.tsx';
export { PaymentStatusPage } from './pages/PaymentStatusPage.tsx';
export { PushPaymentStatusPage } from './pages/PushPaymentStatusPage.tsx';
