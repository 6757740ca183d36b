import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@inkwell/contracts';
import { ORDER_TEXTS_KEY } from './order-texts';

const key = (path: string) => `${ORDER_TEXTS_KEY}.${path}`;

/** The translated label of an order status (spec §4), in the words of the app's locales. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return useCallback((status: OrderStatus) => t(key(`status.${status}`)), [t]);
}

/** Spec §4 quality levels ('premium' → 'Expert'); a code the app does not know shows as it is. */
export function useLevelLabel(): (level: string) => string {
  const { t } = useTranslation();
  return useCallback((level: string) => t(key(`levels.${level}`), { defaultValue: level }), [t]);
}
