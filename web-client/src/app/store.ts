import { createAppStore } from '@inkwell/web-kit';
import { orderWizardReducer } from '../features/order-wizard/order-wizard-slice';
import { api } from '../api/base-api';

export const { createStore } = createAppStore({
  api,
  reducers: { orderWizard: orderWizardReducer },
});

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
