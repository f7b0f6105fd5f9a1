export { CartIcon } from './components/CartIcon.tsx';
