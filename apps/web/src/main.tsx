import './styles/bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startShopLanguage } from './shared/i18n/shopLanguageChoice.ts';

const root = document.getElementById('root');
if (root) {
  // The language is settled first (English is fetched if it is the one), so the first render is in it.
  void startShopLanguage().finally(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
