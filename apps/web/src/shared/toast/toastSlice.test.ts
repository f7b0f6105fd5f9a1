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

  it('each toast gets its own id, even with the same text', () => {
    let state = reduce(start(), toastShown('info', 'E-mail bol odoslaný.'));
    state = reduce(state, toastShown('info', 'E-mail bol odoslaný.'));
    expect(state).toHaveLength(2);
    expect(state[0]?.id).not.toBe(state[1]?.id);
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
