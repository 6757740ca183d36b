// Order pieces the apps share; a separate entry ('@inkwell/web-kit/src/orders') until web-kit's index re-exports it.
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
export { assignedLinguist, formatMoneyRange, formatWordsRange } from './order-format';
export { OrderHistoryTable, type OrderHistoryTableProps } from './order-history-table';
export { OrderStatusBadge } from './order-status-badge';
export { ORDER_TEXTS_KEY, orderTexts, type OrderTexts } from './order-texts';
export { useDataTableLabels, useLevelLabel, useOrderStatusLabel, useRelativeDate } from './use-order-labels';
