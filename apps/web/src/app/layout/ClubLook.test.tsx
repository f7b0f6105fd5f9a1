// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { ClubMark } from '../../shared/club/ClubMark.tsx';
import { RinkDrawing } from '../../shared/seating/RinkDrawing.tsx';
import { makeStore, mockApi, renderPage } from '../../shared/testing/shopHarness.test-utils.tsx';
import { TopBar } from './TopBar.tsx';

const SETTINGS = 'GET /v2/club/settings';
const set = {
  primaryColor: '#0b3d91',
  crestUrl: '/v2/club/crest?v=1',
  updatedAt: '2026-11-26T17:00:00.000Z',
};
const none = { primaryColor: null, crestUrl: null, updatedAt: null };

describe("the club's look (issue 19)", () => {
  it("the top bar takes the club's colour; without one it stays dark", async () => {
    mockApi({ [SETTINGS]: { status: 200, body: set } });
    renderPage(<TopBar />);
    const bar = await screen.findByTestId('top-bar');
    await expect.poll(() => bar.style.backgroundColor).not.toBe('');
    expect(bar.className).not.toContain('bg-dark');
  });

  it('the top bar without a club colour is the dark one', async () => {
    const api = mockApi({ [SETTINGS]: { status: 200, body: none } });
    renderPage(<TopBar />);
    await expect.poll(() => api.callsTo(SETTINGS).length).toBeGreaterThan(0);
    expect(screen.getByTestId('top-bar').className).toContain('bg-dark');
  });

  it('the brand shows the crest when there is one, the monogram letters otherwise', async () => {
    mockApi({ [SETTINGS]: { status: 200, body: set } });
    renderPage(<ClubMark />);
    expect((await screen.findByTestId('club-crest')).getAttribute('src')).toBe(set.crestUrl);
  });

  it('the rink draws the crest at centre ice, or the monogram', async () => {
    mockApi({ [SETTINGS]: { status: 200, body: set } });
    const store = makeStore();
    render(
      <Provider store={store}>
        <svg aria-label="aréna">
          <RinkDrawing box={{ x: 0, y: 0, width: 600, height: 300 }} />
        </svg>
      </Provider>,
    );
    expect((await screen.findByTestId('rink-crest')).getAttribute('href')).toBe(set.crestUrl);

    mockApi({ [SETTINGS]: { status: 200, body: none } });
    const { container } = render(
      <Provider store={makeStore()}>
        <svg aria-label="aréna bez erbu">
          <RinkDrawing box={{ x: 0, y: 0, width: 600, height: 300 }} />
        </svg>
      </Provider>,
    );
    await expect.poll(() => container.querySelector('.rink-monogram')?.textContent).toBeTruthy();
    expect(container.querySelector('.rink-crest')).toBeNull();
  });
});
