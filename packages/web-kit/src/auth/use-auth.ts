import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthRootState } from './auth-slice';

/** Hooks typed with the part of the root state web-kit knows; apps have their own typed hooks for the rest. */
export const useAuthSelector = useSelector.withTypes<AuthRootState>();
export const useAuthDispatch = useDispatch.withTypes<ThunkDispatch<AuthRootState, unknown, UnknownAction>>();

export const useAuth = () => useAuthSelector((state) => state.auth);
