// The deposits module's face: a prepaid client's money paid in — by bank transfer settled by staff, or through
// Stripe with a signed webhook — credited to its balance with the deposit invoice written in the same step.
export { depositsModule, STRIPE_WEBHOOK_PATH } from './deposits.routes.js';
export { initDepositModels } from './deposits.model.js';
export { recordDemoDeposit } from './demo-deposits.js';
export { clientHasDeposits } from './client-currency-use.js';
