// The auth feature's pages, apart from its index: the router loads them lazily, while the login dialog and
// the account menu (the index) are part of every page.
export { RegisterPage } from './RegisterPage.tsx';
export { ResetPasswordPage } from './ResetPasswordPage.tsx';
export { VerifyEmailPage } from './VerifyEmailPage.tsx';
