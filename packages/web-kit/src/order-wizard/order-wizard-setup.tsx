import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Invoicing, Service } from '@inkwell/contracts';
import type { injectCatalogueEndpoints } from '../catalogues/catalogue-api';
import type { ImportsApi } from '../imports/imports-api';
import type { injectOrderEndpoints } from '../orders/order-api';
import type { OrderWizardApi, OrderWizardRole } from './order-wizard-api';

export type WizardOrderApi = Pick<ReturnType<typeof injectOrderEndpoints>, 'useGetOrderQuery'>;

/** The ordering client as far as the wizard cares: prepaid or not, and which services it may order. */
export interface WizardCustomer {
  invoicing: Invoicing;
  /** null: every service */
  servicesAvailable: Service[] | null;
}

export interface WizardClientPickerProps {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (client: { id: number; name: string } | null) => void;
  'aria-describedby'?: string;
}

/**
 * What differs between the client's wizard and staff's (decision 043); the steps, their rules and the request are
 * one code. Each app builds this from its own api and hands it to `OrderWizardProvider`.
 */
export interface OrderWizardSetup {
  role: OrderWizardRole;
  wizardApi: OrderWizardApi;
  catalogueApi: Pick<ReturnType<typeof injectCatalogueEndpoints>, 'useGetLanguagesQuery' | 'useGetLevelsQuery'>;
  importsApi: ImportsApi;
  /** the copy wizard's read of the order it copies; an app without the copy wizard leaves it out */
  orderApi?: WizardOrderApi;
  /** undefined while it loads; staff see nothing of it until a client is picked */
  customer: WizardCustomer | undefined;
  /** where the "no groups" hint leads (a path without the language prefix) */
  groupsPath: (clientId: number | null) => string;
  /** where to go once the orders exist (a path without the language prefix) */
  createdPath: (ids: number[], projectId: number) => string;
  /** the client's wizard creates projects inline; staff pick an existing one */
  createsProjects: boolean;
  /** staff only: the client picker atop step 1 */
  ClientPicker?: ComponentType<WizardClientPickerProps>;
}

const OrderWizardContext = createContext<OrderWizardSetup | null>(null);

export function OrderWizardProvider({ setup, children }: { setup: OrderWizardSetup; children: ReactNode }) {
  return <OrderWizardContext.Provider value={setup}>{children}</OrderWizardContext.Provider>;
}

export function useOrderWizardSetup(): OrderWizardSetup {
  const setup = useContext(OrderWizardContext);
  if (!setup) throw new Error('The order wizard needs an OrderWizardProvider');
  return setup;
}
