import { describe, expect, it } from 'vitest';
import {
  errorAdded,
  errorsCleared,
  errorsSlice,
  firstErrorDismissed,
  type ShownError,
  selectFirstError,
} from './errorsSlice.ts';

const reduce = errorsSlice.reducer;
const start = () => reduce(undefined, { type: '@@init' });

const seatTaken: ShownError = {
  code: 'SEAT_INACTIVE',
  message: 'Toto miesto už nie je voľné. Vyberte si, prosím, iné.',
  status: 409,
};
const network: ShownError = { code: 'NETWORK_ERROR', message: 'Server je nedostupný.', status: 0 };

describe('the error list', () => {
  it('starts empty', () => {
    expect(start()).toEqual([]);
    expect(selectFirstError({ errors: start() })).toBeUndefined();
  });

  it('lists errors in the order they came', () => {
    const state = [seatTaken, network].reduce((s, e) => reduce(s, errorAdded(e)), start());
    expect(state).toEqual([seatTaken, network]);
    expect(selectFirstError({ errors: state })).toEqual(seatTaken);
  });

  it('the same error is not listed twice', () => {
    let state = reduce(start(), errorAdded(seatTaken));
    state = reduce(state, errorAdded({ ...seatTaken }));
    expect(state).toHaveLength(1);
  });

  it('the same code and message count as the same error, whatever the status', () => {
    let state = reduce(start(), errorAdded(seatTaken));
    state = reduce(state, errorAdded({ ...seatTaken, status: 500 }));
    expect(state).toEqual([seatTaken]);
  });

  it('the same code with another message is a different error', () => {
    let state = reduce(start(), errorAdded(seatTaken));
    state = reduce(state, errorAdded({ ...seatTaken, message: 'Iné miesto už nie je voľné.' }));
    expect(state).toHaveLength(2);
  });

  it('an error can be listed again once it was dismissed', () => {
    let state = reduce(start(), errorAdded(seatTaken));
    state = reduce(state, firstErrorDismissed());
    state = reduce(state, errorAdded(seatTaken));
    expect(state).toEqual([seatTaken]);
  });

  it('dismissing shows the next error', () => {
    let state = [seatTaken, network].reduce((s, e) => reduce(s, errorAdded(e)), start());
    state = reduce(state, firstErrorDismissed());
    expect(selectFirstError({ errors: state })).toEqual(network);
    state = reduce(state, firstErrorDismissed());
    expect(state).toEqual([]);
    expect(reduce(state, firstErrorDismissed())).toEqual([]);
  });

  it('clearing empties the list', () => {
    const state = [seatTaken, network].reduce((s, e) => reduce(s, errorAdded(e)), start());
    expect(reduce(state, errorsCleared())).toEqual([]);
  });
});
