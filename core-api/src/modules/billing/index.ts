// The billing module's face: a client's billing settings and their legal check (whose VAT number check also serves
// the invoicing data of linguists staff create), and the billing positions a postpaid client's accepted orders
// become until an invoice takes them.
export { billingSettingsModule } from './billing-settings.routes.js';
export { initBillingModels } from './billing.model.js';
export { assertMayPayIn, assertNotBlockedByLegalCheck } from './legal-status.js';
export { createLegalCheckProvider, type LegalCheckProvider } from './legal-check.js';
export {
  assignPositionsToInvoice,
  clientsWithOpenPositions,
  deleteOpenPosition,
  listClientPositions,
  lockOpenPositions,
  openPositionsTotal,
  recordPosition,
  releasePositionsOfInvoice,
  type NewPosition,
  type OpenPosition,
  type PositionFilters,
} from './billing-positions.service.js';
