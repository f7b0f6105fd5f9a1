import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router.tsx';
import { PageErrorBoundary } from './routes/PageErrorBoundary.tsx';
import { store } from './store.ts';

export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        {/* The layout itself failing: the error page alone. */}
        <PageErrorBoundary>
          <AppRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </Provider>
  );
}
