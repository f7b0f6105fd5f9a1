// Only the router imports this feature, lazily: the checkout loads when it is opened.
export { CheckoutPage } from './pages/CheckoutPage.tsx';
export { PushCheckoutPage } from './pages/PushCheckoutPage.tsx';
export { RenewalCheckoutPage } from './pages/RenewalCheckoutPage.tsx';
export { WaitingListOfferPage } from './pages/WaitingListOfferPage.tsx';
