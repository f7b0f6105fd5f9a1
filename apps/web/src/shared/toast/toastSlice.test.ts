import { TOAST_AUTOCLOSE_MS } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { toastClosed, toastShown, toastSlice } from './toastSlice.ts';

const reduce = toastSlice.reducer;
const start = () => reduce(undefined, { type: '@@init' });

describe('toasts', () => {
  it('close by themselves after 5000 ms', () => {
    expect(TOAST_AUTOCLOSE_MS).toBe(5000);
  });

  it('a shown toast carries its variant and text', () => {
    const state = reduce(start(), toastShown('success', 'Telefónne číslo bolo overené.'));
    expect(state).toEqual([
      { id: expect.any(String), variant: 'success', text: 'Telefónne číslo bolo overené.' },
    ]);
  });

  it('the same message shown again while on screen stays one toast, with a new id (its time starts afresh)', () => {
    let state = reduce(start(), toastShown('warning', 'Môžete mať najviac 5 miest.'));
    const first = state[0]?.id;
    state = reduce(state, toastShown('info', 'E-mail bol odoslaný.'));
    state = reduce(state, toastShown('warning', 'Môžete mať najviac 5 miest.'));
    state = reduce(state, toastShown('warning', 'Môžete mať najviac 5 miest.'));
    expect(state.map((t) => t.text)).toEqual(['E-mail bol odoslaný.', 'Môžete mať najviac 5 miest.']);
    expect(state[1]?.id).not.toBe(first);
  });

  it('the same text of another kind is another message', () => {
    let state = reduce(start(), toastShown('info', 'Skúste to znova.'));
    state = reduce(state, toastShown('danger', 'Skúste to znova.'));
    expect(state).toHaveLength(2);
  });

  it('new toasts are added after the ones already shown', () => {
    let state = reduce(start(), toastShown('success', 'prvý'));
    state = reduce(state, toastShown('danger', 'druhý'));
    expect(state.map((t) => t.text)).toEqual(['prvý', 'druhý']);
  });

  it('closing a toast removes only that toast', () => {
    let state = reduce(start(), toastShown('success', 'prvý'));
    state = reduce(state, toastShown('warning', 'druhý'));
    state = reduce(state, toastShown('info', 'tretí'));
    const second = state[1]?.id ?? '';
    state = reduce(state, toastClosed(second));
    expect(state.map((t) => t.text)).toEqual(['prvý', 'tretí']);
  });

  it('closing an unknown toast changes nothing', () => {
    const state = reduce(start(), toastShown('success', 'prvý'));
    expect(reduce(state, toastClosed('nope'))).toEqual(state);
  });
});
