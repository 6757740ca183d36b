// The balances module's face: what a client or a linguist has, read from the ledger, the open billing
// positions and the unpaid invoices. It sits above all three, so none of them depends on another for it.
export { adminClientBalanceModule, billingModule } from './balances.routes.js';
export { getClientBalance } from './balances.service.js';
