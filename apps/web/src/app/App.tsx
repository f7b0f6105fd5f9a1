import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { router } from './router.tsx';
import { store } from './store.ts';

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
