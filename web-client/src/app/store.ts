import { useDispatch, useSelector } from 'react-redux';
import { createAppApi, createAppStore, injectAuthEndpoints } from '@inkwell/web-kit';
import { orderWizardReducer } from '../features/order-wizard/order-wizard-slice';
import { i18n } from './i18n';

/** The app's one RTK Query api; features add their endpoints with `api.injectEndpoints`. */
export const api = createAppApi({
  i18n,
  // Order actions change lists, project stats and the balance at once; each tag names what a call can change.
  tagTypes: ['Me', 'Project', 'ProjectStats', 'Order', 'OrderText', 'OrderRevisions', 'OrderHistory', 'Balance', 'Briefing', 'Layout'],
});

/** The api with web-kit's session, login, logout and public auth calls. */
export const authApi = injectAuthEndpoints(api);

export const { createStore } = createAppStore({
  api,
  reducers: { orderWizard: orderWizardReducer },
});

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;

export const useAppDispatch = useDispatch.withTypes<AppStore['dispatch']>();
export const useAppSelector = useSelector.withTypes<RootState>();
