import type { AnyMe, ClientMe } from '@inkwell/contracts';

export const isClient = (user: AnyMe | null): user is ClientMe => user !== null && 'invoicing' in user;

/** Spec §6: deposit-related menu items and the balance are for clients paying by deposit (prepaid). */
export const isDepositClient = (user: AnyMe | null): boolean => isClient(user) && user.invoicing === 'deposit';
