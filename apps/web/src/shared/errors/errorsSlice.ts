/** The global error list; the error dialog shows the first one. The same error is never listed twice. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../api/apiError.ts';

export interface ShownError {
  code: ApiError['code'];
  message: string;
  status: number;
}

const sameError = (a: ShownError, b: ShownError) => a.code === b.code && a.message === b.message;

export const errorsSlice = createSlice({
  name: 'errors',
  initialState: [] as ShownError[],
  reducers: {
    errorAdded(state, action: PayloadAction<ShownError>) {
      if (!state.some((e) => sameError(e, action.payload))) state.push(action.payload);
    },
    firstErrorDismissed(state) {
      state.shift();
    },
    errorsCleared() {
      return [];
    },
  },
});

export const { errorAdded, firstErrorDismissed, errorsCleared } = errorsSlice.actions;
export const selectFirstError = (state: { errors: ShownError[] }) => state.errors[0];
