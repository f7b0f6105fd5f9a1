/** Toasts at the top right; each closes by itself after TOAST_AUTOCLOSE_MS. */
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';
export interface Toast {
  id: string;
  variant: ToastVariant;
  text: string;
}

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(variant: ToastVariant, text: string) {
        return { payload: { id: nanoid(), variant, text } };
      },
    },
    toastClosed(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastShown, toastClosed } = toastSlice.actions;
