import { createAppStore, orderWizardReducer } from '@inkwell/web-kit';
import { api } from '../api/base-api';

export const { createStore } = createAppStore({ api, reducers: { orderWizard: orderWizardReducer } });

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
