import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/** dispatch that also takes thunks (RTK Query's cache updates); the store type itself lives in app/. */
export const useShopDispatch = useDispatch.withTypes<ThunkDispatch<never, unknown, UnknownAction>>();
