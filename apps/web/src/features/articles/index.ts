export { ArticlePage } from './pages/ArticlePage.tsx';
