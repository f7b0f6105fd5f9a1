// Only the router imports this feature, lazily.
export { QueuePage } from './pages/QueuePage.tsx';
