// The payouts module's face: a linguist's payout requests and balance, and staff sending them by single bank
// transfer, SEPA file or PayPal batch, each one ledger posting from her payable account to a clearing account.
export { linguistPayoutsModule, staffPayoutsModule } from './payouts.routes.js';
export { initPayoutModels } from './payouts.model.js';
export { checkPendingPaypalBatches, type PaypalCheckResult } from './paypal-check.service.js';
