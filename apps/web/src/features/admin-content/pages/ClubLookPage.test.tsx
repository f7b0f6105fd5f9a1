// @vitest-environment happy-dom
import type { ClubSettings } from '@hokej/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ClubLookPage } from './ClubLookPage.tsx';

const SETTINGS = 'GET /v2/club/settings';
const none = { primaryColor: null, crestUrl: null, updatedAt: null };
const withCrest = {
  primaryColor: '#0b3d91',
  crestUrl: '/v2/club/crest?v=7',
  updatedAt: '2026-11-26T20:00:00.000Z',
};

function open(
  handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {},
  settings: ClubSettings = none,
) {
  const api = mockApi({ [SETTINGS]: { status: 200, body: settings }, ...handlers });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<ClubLookPage />, { route: '/admin/club', store });
  return { api, store, user: userEvent.setup() };
}

describe('the club look page (issue 19)', () => {
  it('previews the typed colour with its contrast and refuses one too light for white text, sending nothing', async () => {
    const { api, user } = open();
    const field = await screen.findByLabelText('Farba (#rrggbb)');
    await user.type(field, '#ffcc00');
    expect(screen.getByText(/Kontrast bieleho textu: 1,\d\d : 1/)).toBeTruthy();
    expect(screen.getByText(/Príliš svetlá farba/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /vo farbe #ffcc00$/ })).toBeTruthy();
    const bar = screen.getByTestId('club-color-preview').querySelector('.club-color-bar');
    expect(bar?.getAttribute('fill')).toBe('#ffcc00');
    await user.click(screen.getByRole('button', { name: 'Uložiť farbu' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /v2/admin/club/color')).toHaveLength(0);
  });

  it('saves a dark enough colour, in the API’s form, and says so', async () => {
    const { api, store, user } = open({
      'PUT /v2/admin/club/color': { status: 200, body: { ...none, primaryColor: '#7a1f2b' } },
    });
    await user.type(await screen.findByLabelText('Farba (#rrggbb)'), '#7A1F2B');
    expect(screen.getByText(/Kontrast bieleho textu: (9|1\d),\d\d : 1/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Uložiť farbu' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /v2/admin/club/color')[0]?.body).toEqual({ primaryColor: '#7a1f2b' }),
    );
    await waitFor(() => expect(toastTexts(store)).toContain('Farba klubu je uložená.'));
  });

  it('refuses a crest of the wrong type or over 100 kB before sending, uploads a PNG as base64', async () => {
    const { api, store, user } = open({
      'PUT /v2/admin/club/crest': { status: 200, body: withCrest },
    });
    const input = (await screen.findByLabelText(/Súbor s erbom/)) as HTMLInputElement;
    const upload = screen.getByRole('button', { name: 'Nahrať erb' });
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'erb.gif', { type: 'image/gif' })] } });
    await user.click(upload);
    expect(await screen.findByText('Erb musí byť obrázok vo formáte SVG alebo PNG.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(101 * 1024)], 'erb.png', { type: 'image/png' })] },
    });
    await user.click(upload);
    expect(await screen.findByText('Erb je príliš veľký: najviac 100 kB.')).toBeTruthy();
    expect(api.callsTo('PUT /v2/admin/club/crest')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [new File(['PNGDATA'], 'erb.png', { type: 'image/png' })] } });
    await user.click(upload);
    await waitFor(() =>
      expect(api.callsTo('PUT /v2/admin/club/crest')[0]?.body).toEqual({
        contentType: 'image/png',
        data: btoa('PNGDATA'),
      }),
    );
    await waitFor(() => expect(toastTexts(store)).toContain('Erb je nahraný.'));
  });

  it('removes the crest after asking', async () => {
    const { api, user } = open(
      { 'DELETE /v2/admin/club/crest': { status: 200, body: { ...withCrest, crestUrl: null } } },
      withCrest,
    );
    expect((await screen.findByAltText('Súčasný erb')).getAttribute('src')).toBe(withCrest.crestUrl);
    await user.click(screen.getByRole('button', { name: 'Odstrániť erb' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odstrániť erb' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /v2/admin/club/crest')).toHaveLength(1));
  });
});
