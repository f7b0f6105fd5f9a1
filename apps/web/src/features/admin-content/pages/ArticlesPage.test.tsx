// @vitest-environment happy-dom
import type { AdminArticle } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ArticlesPage } from './ArticlesPage.tsx';

const A1 = '11111111-1111-4111-8111-111111111111';
const A2 = '22222222-2222-4222-8222-222222222222';
const article = (uuid: string, over: Partial<AdminArticle> = {}): AdminArticle => ({
  uuid,
  hash: 'predajne-miesta',
  title: 'Predajné miesta',
  menuLabel: 'Predajné miesta',
  menuOrder: 3,
  inMenu: true,
  body: '# Predajné miesta\n\nPokladňa je **otvorená** denne.',
  titleEn: null,
  menuLabelEn: null,
  bodyEn: null,
  locked: false,
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...over,
});
const list = [
  article(A1),
  article(A2, {
    hash: 'vseobecne-obchodne-podmienky',
    title: 'Všeobecné obchodné podmienky',
    menuLabel: 'Obchodné podmienky',
    inMenu: false,
    menuOrder: 5,
    locked: true,
  }),
];

function open(handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  const api = mockApi({ 'GET /v2/admin/articles': { status: 200, body: { data: list } }, ...handlers });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<ArticlesPage />, { route: '/admin/articles', store });
  return { api, store, user: userEvent.setup() };
}

describe('information pages in the back office', () => {
  it('opens the first page with its Markdown beside the preview the fans will see', async () => {
    open();
    const source = (await screen.findByLabelText('Obsah (Markdown)')) as HTMLTextAreaElement;
    expect(source.value).toContain('**otvorená**');
    const preview = screen.getByTestId('article-preview');
    expect(within(preview).getByRole('heading', { level: 1, name: 'Predajné miesta' })).toBeTruthy();
    expect(within(preview).getByText('otvorená').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Otvoriť stránku' }).getAttribute('href')).toBe(
      '/page/predajne-miesta',
    );
    expect(within(screen.getByRole('navigation', { name: 'Stránky' })).getByText('v menu 3')).toBeTruthy();
  });

  it('the preview follows the text as it is typed, and never renders HTML from it', async () => {
    const { user } = open();
    const source = await screen.findByLabelText('Obsah (Markdown)');
    await user.clear(source);
    await user.type(source, '## Nové{enter}{enter}<img src=x onerror=alert(1)> a [web](javascript:alert(1))');
    const preview = screen.getByTestId('article-preview');
    expect(within(preview).getByRole('heading', { name: 'Nové' })).toBeTruthy();
    expect(preview.querySelector('img')).toBeNull();
    expect(within(preview).queryByRole('link')).toBeNull();
    expect(preview.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('saves an edit with the menu place and says so', async () => {
    const { api, store, user } = open({
      [`PUT /v2/admin/articles/${A1}`]: (call) => ({
        status: 200,
        body: article(A1, call.body as Partial<AdminArticle>),
      }),
    });
    const label = await screen.findByLabelText('Text v menu');
    await user.clear(label);
    await user.type(label, 'Pokladne');
    await user.click(screen.getByLabelText('Zobraziť v hlavnom menu'));
    await user.click(screen.getByRole('button', { name: 'Uložiť stránku' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Stránka „Predajné miesta“ je uložená.'));
    expect(api.callsTo(`PUT /v2/admin/articles/${A1}`)[0]?.body).toEqual({
      title: 'Predajné miesta',
      hash: 'predajne-miesta',
      menuLabel: 'Pokladne',
      menuOrder: 3,
      inMenu: false,
      body: '# Predajné miesta\n\nPokladňa je **otvorená** denne.',
    });
  });

  it('a new page takes its address from the title; a taken address shows the API message', async () => {
    const { api, user } = open({
      'POST /v2/admin/articles': apiError(409, 'ARTICLE_HASH_EXISTS', 'Stránka s touto adresou už existuje.'),
    });
    await user.click(await screen.findByText('+ Nová stránka'));
    await user.click(screen.getByRole('button', { name: 'Uložiť stránku' }));
    expect(screen.getAllByText('Vyplňte, prosím, toto pole.').length).toBeGreaterThanOrEqual(2);
    expect(api.callsTo('POST /v2/admin/articles')).toHaveLength(0);
    await user.type(screen.getByLabelText('Názov stránky'), 'Parkovanie pri štadióne');
    expect((screen.getByLabelText('Adresa stránky') as HTMLInputElement).value).toBe(
      'parkovanie-pri-stadione',
    );
    await user.type(screen.getByLabelText('Obsah (Markdown)'), 'Parkovisko je zadarmo.');
    await user.click(screen.getByRole('button', { name: 'Uložiť stránku' }));
    expect(await screen.findByText('Stránka s touto adresou už existuje.')).toBeTruthy();
    expect(api.callsTo('POST /v2/admin/articles')[0]?.body).toMatchObject({
      title: 'Parkovanie pri štadióne',
      hash: 'parkovanie-pri-stadione',
      menuLabel: 'Parkovanie pri štadióne',
    });
  });

  it('a page the shop links keeps its address and cannot be deleted; another is deleted after asking', async () => {
    const { api, store, user } = open({
      [`DELETE /v2/admin/articles/${A1}`]: { status: 200, body: { uuid: A1, hash: 'predajne-miesta' } },
    });
    await user.click(await screen.findByText('Všeobecné obchodné podmienky', { selector: 'div' }));
    expect((screen.getByLabelText('Adresa stránky') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Zmazať stránku' })).toBeNull();
    expect(screen.getByText(/nemožno zmazať/)).toBeTruthy();

    await user.click(screen.getByText('Predajné miesta', { selector: 'div' }));
    await user.click(screen.getByRole('button', { name: 'Zmazať stránku' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zmazať stránku' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Stránka „Predajné miesta“ je zmazaná.'));
    expect(api.callsTo(`DELETE /v2/admin/articles/${A1}`)).toHaveLength(1);
  });

  it('edits the optional English version beside the Slovak one and sends it whole', async () => {
    const { api, store, user } = open({
      'GET /v2/admin/articles': {
        status: 200,
        body: {
          data: [
            article(A1, {
              titleEn: 'Where to Buy',
              menuLabelEn: 'Where to buy',
              bodyEn: '# Where to Buy\n\nThe ticket office is **open** daily.',
            }),
          ],
        },
      },
      [`PUT /v2/admin/articles/${A1}`]: (call) => ({
        status: 200,
        body: article(A1, call.body as Partial<AdminArticle>),
      }),
    });
    expect(await screen.findByText('po anglicky')).toBeTruthy();
    const english = screen.getByRole('group', { name: 'Anglická verzia (nepovinná)' });
    const title = within(english).getByLabelText('Názov po anglicky') as HTMLInputElement;
    expect(title.value).toBe('Where to Buy');
    expect(title.getAttribute('lang')).toBe('en');
    expect(within(english).getByLabelText('Obsah po anglicky (Markdown)').getAttribute('lang')).toBe('en');
    await user.clear(title);
    await user.type(title, 'Tickets at the Stadium');
    await user.click(screen.getByRole('button', { name: 'Uložiť stránku' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Stránka „Predajné miesta“ je uložená.'));
    expect(api.callsTo(`PUT /v2/admin/articles/${A1}`)[0]?.body).toMatchObject({
      title: 'Predajné miesta',
      titleEn: 'Tickets at the Stadium',
      menuLabelEn: 'Where to buy',
      bodyEn: '# Where to Buy\n\nThe ticket office is **open** daily.',
    });
  });

  it('an English title without its text is refused before sending; the API’s refusal is shown too', async () => {
    const { api, user } = open({
      [`PUT /v2/admin/articles/${A1}`]: apiError(
        400,
        'ARTICLE_ENGLISH_INCOMPLETE',
        'Anglická verzia stránky je neúplná: vyplňte názov, text v menu aj obsah, alebo nechajte všetky tri prázdne.',
      ),
    });
    await user.type(await screen.findByLabelText('Názov po anglicky'), 'Where to Buy');
    await user.click(screen.getByRole('button', { name: 'Uložiť stránku' }));
    const body = screen.getByLabelText('Obsah po anglicky (Markdown)');
    expect(body.classList.contains('is-invalid')).toBe(true);
    expect(
      screen.getByText('Vyplňte aj toto pole, alebo nechajte anglickú verziu celú prázdnu.'),
    ).toBeTruthy();
    expect(api.callsTo(`PUT /v2/admin/articles/${A1}`)).toHaveLength(0);

    await user.type(body, 'The ticket office is open daily.');
    await user.click(screen.getByRole('button', { name: 'Uložiť stránku' }));
    expect(await screen.findByText(/^Anglická verzia stránky je neúplná/)).toBeTruthy();
    expect(api.callsTo(`PUT /v2/admin/articles/${A1}`)[0]?.body).toMatchObject({
      titleEn: 'Where to Buy',
      menuLabelEn: 'Where to Buy',
      bodyEn: 'The ticket office is open daily.',
    });
  });
});
