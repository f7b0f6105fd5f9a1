/**
 * Toasts at the bottom right; each closes by itself after TOAST_AUTOCLOSE_MS. One message per event: the same
 * message shown again while it is still on screen is not stacked a second time, it starts its time afresh.
 */
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
        const { variant, text } = action.payload;
        const shown = state.filter((t) => !(t.variant === variant && t.text === text));
        shown.push(action.payload);
        return shown;
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
