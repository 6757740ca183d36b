import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * The store's dispatch, able to run the api's thunks (`endpoint.initiate`). It is typed without the store's
 * state because the store imports features, and features import this.
 */
export const useAppDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
