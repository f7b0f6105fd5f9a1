// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../shared/i18n/shopI18n.ts';
import { usePageTitle } from '../../shared/routes/pageTitle.ts';
import { useRouteFocus } from './useRouteFocus.ts';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <>
      <nav>
        <Link to="/">Domov</Link>
        <Link to="/events">Zápasy</Link>
        <Link to="/sector">Sektor</Link>
      </nav>
      <main ref={mainRef}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading appears only once its data "arrives" (a button stands in for the answer). */
function LoadingPage() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Zápasy</h1>
  ) : (
    <button type="button" onClick={() => setLoaded(true)}>
      Načítať
    </button>
  );
}

function SectorPage() {
  usePageTitle('Sektor A15 – HK Orly Zvolen – Košice, 29. 11. 2026');
  return <h1>Sektor A15</h1>;
}

function renderShop() {
  const router = createMemoryRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <h1>Vitajte</h1> },
        { path: '/events', element: <LoadingPage /> },
        { path: '/sector', element: <SectorPage /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.title = '';
});

describe('a change of page', () => {
  it('names the first page in the title but leaves the focus where the browser starts', async () => {
    renderShop();
    await screen.findByRole('heading', { name: 'Vitajte' });
    expect(document.title).toBe('Vitajte | Vstupenky');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus to the new heading once it is drawn, and titles the window after it', async () => {
    const router = renderShop();
    await screen.findByRole('heading', { name: 'Vitajte' });
    await act(() => router.navigate('/events'));
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'Načítať' }).click());
    const heading = await screen.findByRole('heading', { name: 'Zápasy' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(document.title).toBe('Zápasy | Vstupenky');
  });

  it("keeps a page's own title over its heading's", async () => {
    const router = renderShop();
    await screen.findByRole('heading', { name: 'Vitajte' });
    await act(() => router.navigate('/sector'));
    const heading = await screen.findByRole('heading', { name: 'Sektor A15' });
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(document.title).toBe('Sektor A15 – HK Orly Zvolen – Košice, 29. 11. 2026 | Vstupenky');
    await act(() => router.navigate('/'));
    await expect.poll(() => document.title).toBe('Vitajte | Vstupenky');
  });

  it('ends the title in the language shown ("| Tickets" in English)', async () => {
    await switchShopLanguage('en');
    try {
      const router = renderShop();
      await screen.findByRole('heading', { name: 'Vitajte' });
      expect(document.title).toBe('Vitajte | Tickets');
      await act(() => router.navigate('/sector'));
      await expect
        .poll(() => document.title)
        .toBe('Sektor A15 – HK Orly Zvolen – Košice, 29. 11. 2026 | Tickets');
    } finally {
      await switchShopLanguage('sk');
    }
  });
});
