// The orders module's face: the order lifecycle by actor, order and project reads, and the sweeps jobs run.
export { orderCreationModule } from './order-creation.routes.js';
export { clientOrderActionsModule } from './client-order-actions.routes.js';
export { clientOrderInsightsModule } from './client-order-insights.routes.js';
export { linguistOrderActionsModule } from './linguist-order-actions.routes.js';
export { staffOrderActionsModule } from './staff-order-actions.routes.js';
export { orderQueriesModule } from './order-queries.routes.js';
export { orderTextChecksModule } from './order-text-checks.routes.js';
export { orderStatsModule } from './order-stats.routes.js';
export { projectQueriesModule } from './project-queries.routes.js';
export { projectsModule } from './project-writes.routes.js';
export { initOrderModels } from './orders.model.js';
export type { OrderActionResult } from './order-records.js';
export { checkOrderSettings, createOrders, type CheckedOrderSettings } from './order-creation.service.js';
export { createOrdersBody } from './order-actions.schema.js';
export { acceptOrder, cancelOrder, rejectOrder, reviseOrder } from './client-order-actions.service.js';
export { saveDraft, submitText, takeOrder } from './linguist-order-actions.service.js';
export { confirmRejection } from './staff-order-actions.service.js';
export {
  autoAcceptReadyOrder,
  expireDeadline,
  lapseDirectRequest,
  listDirectRequestsPastTakeTime,
  listOrdersDueForAutoAccept,
  listOrdersPastDeadline,
} from './order-sweeps.service.js';
export { clientsServedBy, findOrderParties, haveWorkedTogether, linguistsWhoWorkedFor, type OrderParties } from './order-parties.js';
export { exportableTexts, markOrdersExported, projectOrderRows, type ExportableText } from './order-exports.js';
export { clientHasOrders } from './client-currency-use.js';
