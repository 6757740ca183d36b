import { changedByOrderAction, type LiveTags } from '@inkwell/web-kit';

/**
 * What the linguist app refetches when core-api says an order she holds moved or her earnings changed (decision
 * 035): the order with its text and history, her order lists, and her clients' figures and her balance.
 */
export const linguistLiveTags: LiveTags = {
  order: (id) => [...changedByOrderAction(id), 'LinguistClient'],
  balance: ['Balance', 'LinguistClient'],
};
