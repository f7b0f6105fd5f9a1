// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Domov</Link>
      </nav>
      <main>
        <Suspense fallback={null}>
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </Suspense>
      </main>
    </>
  );
}

function Broken(): never {
  throw new Error('page broke');
}

// A page whose chunk cannot be fetched (a new release replaced it, the network dropped).
const Unfetchable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Pages() {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <h1>Úvod</h1> },
        { path: '/broken', element: <Broken /> },
        { path: '/unfetchable', element: <Unfetchable /> },
      ],
    },
  ]);
}

const renderAt = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <Pages />
    </MemoryRouter>,
  );

describe('a page that fails', () => {
  // React reports the caught error on the console; the test reads the page instead.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the error page inside the layout, with the details on request, until the fan goes elsewhere', async () => {
    const user = userEvent.setup();
    renderAt('/broken');
    expect(screen.getByRole('alert').textContent).toContain('Ups, niečo sa pokazilo');
    expect(screen.getByRole('link', { name: 'Domov' }).getAttribute('href')).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Zobraziť technické podrobnosti' }));
    expect(screen.getByText(/Error: page broke/).tagName).toBe('PRE');

    await user.click(screen.getByRole('link', { name: 'Domov' }));
    expect(screen.getByRole('heading', { name: 'Úvod' }).tagName).toBe('H1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error page when the page’s chunk cannot be loaded', async () => {
    renderAt('/unfetchable');
    expect((await screen.findByRole('alert')).textContent).toContain('Ups, niečo sa pokazilo');
  });
});
