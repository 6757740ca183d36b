import type { Runtime } from '../../runtime.js';

export type InvoiceRuntime = Pick<Runtime, 'config' | 'mailer' | 'logger'>;

let bound: InvoiceRuntime | null = null;

/**
 * The deposit hooks are called as `(depositId, transaction)` from inside another module's use case, so the
 * mailer and configuration they need are bound once, when the invoices module registers its routes.
 */
export function bindInvoiceRuntime(runtime: InvoiceRuntime): void {
  bound = runtime;
}

export function invoiceRuntime(): InvoiceRuntime {
  if (!bound) throw new Error('The invoices module is not registered: create the app (createApp) before writing deposit invoices');
  return bound;
}
