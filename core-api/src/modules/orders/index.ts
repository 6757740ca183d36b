// The orders module's face: the order lifecycle, order and project reads, and the sweeps jobs run.
export { orderActionsModule } from './order-actions.routes.js';
export { orderQueriesModule } from './order-queries.routes.js';
export { projectQueriesModule } from './project-queries.routes.js';
export { projectsModule } from './project-writes.routes.js';
export { initOrderModels } from './orders.model.js';
export {
  acceptOrder,
  autoAcceptReadyOrder,
  cancelOrder,
  confirmRejection,
  createOrders,
  expireDeadline,
  rejectOrder,
  reviseOrder,
  saveDraft,
  submitText,
  takeOrder,
  type OrderActionResult,
} from './order-actions.service.js';
