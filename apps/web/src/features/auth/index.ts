export { AccountMenu } from './components/AccountMenu.tsx';
export { LoginDialog } from './components/LoginDialog.tsx';
export { LoginLink } from './components/LoginLink.tsx';
