import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useLocalizedPath } from '@inkwell/web-kit';

/** The copy wizard takes at most this many orders at once (decision 043's addendum). */
export const MAX_SELECTED_ORDERS = 50;

type Picked = Pick<OrderDto, 'id' | 'title'>;

export interface OrderSelection {
  has: (id: number) => boolean;
  /** as many as the copy wizard takes: no more can be added */
  full: boolean;
  orders: Picked[];
  toggle: (order: Picked, on: boolean) => void;
  /** the page's rows on or off together, up to the limit */
  toggleAll: (orders: Picked[], on: boolean) => void;
  clear: () => void;
}

/** Orders picked in a list, across its pages, in the order they were picked (the copy's rows follow it). */
export function useOrderSelection(): OrderSelection {
  const [picked, setPicked] = useState<Picked[]>([]);
  const ids = useMemo(() => new Set(picked.map((order) => order.id)), [picked]);
  const toggle = useCallback((order: Picked, on: boolean) => {
    setPicked((current) => {
      const without = current.filter((each) => each.id !== order.id);
      return on && without.length < MAX_SELECTED_ORDERS ? [...without, { id: order.id, title: order.title }] : without;
    });
  }, []);
  const toggleAll = useCallback((orders: Picked[], on: boolean) => {
    setPicked((current) => {
      const shown = new Set(orders.map((order) => order.id));
      if (!on) return current.filter((each) => !shown.has(each.id));
      const added = orders.filter((order) => !current.some((each) => each.id === order.id)).map(({ id, title }) => ({ id, title }));
      return [...current, ...added].slice(0, MAX_SELECTED_ORDERS);
    });
  }, []);
  const clear = useCallback(() => setPicked([]), []);
  return { has: (id) => ids.has(id), full: picked.length >= MAX_SELECTED_ORDERS, orders: picked, toggle, toggleAll, clear };
}

export const StyledSelectBox = styled.input`
  width: ${({ theme }) => theme.space[4]}px;
  height: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledSelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: ${({ theme }) => theme.sizes.control};
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

const StyledCopyLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * What the list's picked orders lead to: the copy wizard with their ids (`/orders/copy?orderId=1,2`), which orders
 * them again for their client as one request when they agree (decision 043). Announced as it changes.
 */
export function OrderSelectionBar({ selection }: { selection: OrderSelection }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const count = selection.orders.length;
  return (
    <StyledSelectionBar role="status" aria-live="polite">
      {count > 0 && (
        <>
          <span>{t('dashboard.orders.selection.count', { count })}</span>
          <StyledCopyLink to={localized(`/orders/copy?orderId=${selection.orders.map((order) => order.id).join(',')}`)}>
            {t('dashboard.orders.selection.copy', { count })}
          </StyledCopyLink>
          <Button variant="secondary" size="sm" onClick={selection.clear}>
            {t('dashboard.orders.selection.clear')}
          </Button>
          {selection.full && <span>{t('dashboard.orders.selection.limit', { max: MAX_SELECTED_ORDERS })}</span>}
        </>
      )}
    </StyledSelectionBar>
  );
}
