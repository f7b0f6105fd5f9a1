/**
 * Failed data loads (queries) go to the global error dialog; mutations are reported by the feature that
 * made them. A 401 needs no dialog: the refresh logic has already asked the user to log in again; a page-owned
 * refusal (a dead push link) is the page's to explain.
 */
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toApiError } from '../shared/api/apiError.ts';
import { pageOwnedCodes } from '../shared/errors/dialogCatalogue.ts';
import { errorAdded } from '../shared/errors/errorsSlice.ts';

export const queryErrorsToDialog: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as { arg?: { type?: string } };
    if (meta.arg?.type === 'query') {
      const error = toApiError(action.payload as FetchBaseQueryError);
      if (error.status !== 401 && !pageOwnedCodes.has(error.code)) {
        api.dispatch(errorAdded({ code: error.code, message: error.message, status: error.status }));
      }
    }
  }
  return next(action);
};
