export { ComingSoonPage, type ComingSoonTopic } from './pages/ComingSoonPage.tsx';
