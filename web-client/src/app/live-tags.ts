import { changedByOrderAction, type LiveTags } from '@inkwell/web-kit';

/**
 * What the client portal refetches when core-api says an order moved or the balance changed (decision 035): the
 * order with its text, history and revisions, every order list, the projects' counts, the orders with a linguist,
 * and the balance box with the billing lists that are views of it.
 */
export const clientLiveTags: LiveTags = {
  order: (id) => [...changedByOrderAction(id), { type: 'OrderRevisions', id }, 'Project', 'ProjectStats', 'LinguistOrders'],
  balance: ['Balance', 'Deposit'],
  imported: ['OrderList', 'Project', 'ProjectStats'],
};
