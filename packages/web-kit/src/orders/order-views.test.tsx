import type { TemplateTree } from '@inkwell/ui-kit';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Tabs } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import { ListTable } from '../tables/list-table';
import { usePaging } from '../tables/use-paging';
import { buildClientMe } from '../testing/builders';
import { FakeBackend } from '../testing/fake-backend';
import { buildOrder, buildOrderHistory, buildOrderText, pageOf } from '../testing/order-builders';
import { renderTestApp } from '../testing/test-app';
import { OrderHistoryTable } from './order-history-table';
import { useOrderPageRoute } from './order-page-parts';
import { OrderTextView } from './order-text-view';
import { useOrderColumns } from './use-order-columns';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

const rowCells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

function OrderList({ orders }: { orders: OrderDto[] }) {
  const column = useOrderColumns();
  const paging = usePaging();
  return (
    <ListTable<OrderDto>
      result={{ data: pageOf(orders), isFetching: false }}
      paging={paging}
      label="Orders"
      columns={[
        column.title('Title', { query: { backRoute: '/orders?page=2' } }),
        column.level('Level'),
        column.words('Words'),
        column.price('Price'),
        column.status('Status', { title: (order) => `view of ${order.status}` }),
      ]}
      emptyState={<p>No orders</p>}
    />
  );
}

describe('the shared order columns in a list table', () => {
  it('show each order with the headers the app gives', async () => {
    const order = buildOrder({
      id: 42,
      title: 'Garden tips',
      level: 'premium',
      status: 'processing_cw',
      words: { min: 800, max: 1200, final: null },
      price: { min: 1250, max: 2500, final: null, currency: 'EUR' },
    });
    renderTestApp(<OrderList orders={[order]} />);

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Title',
      'Level',
      'Words',
      'Price',
      'Status',
    ]);
    const link = within(table).getByRole('link', { name: 'Garden tips' });
    expect(link).toHaveAttribute('href', '/order/42?backRoute=%2Forders%3Fpage%3D2');
    expect(rowCells(link.closest('tr') as HTMLElement)).toEqual([
      'Garden tips',
      'Expert',
      '800 – 1.200',
      '12,50 € – 25,00 €',
      'Processing CW',
    ]);
    expect(within(table).getByText('Processing CW')).toHaveAttribute('title', 'view of processing_cw');
  });

  it('shows the empty state while the list has no rows', async () => {
    renderTestApp(<OrderList orders={[]} />);
    expect(await screen.findByText('No orders')).toBeInTheDocument();
  });
});

describe('OrderHistoryTable', () => {
  const history = [buildOrderHistory({ action: 'submit_text', fromStatus: 'processing_cw', toStatus: 'ready_for_pr' })];

  it('shows the back office columns by default', async () => {
    renderTestApp(<OrderHistoryTable result={{ data: history, isFetching: false }} />);
    const table = await screen.findByRole('table', { name: 'Order history' });
    expect(rowCells(within(table).getAllByRole('row')[1])).toEqual([
      '01.03.2025 10:00',
      'submit text',
      'Processing CW → Ready for PR',
      'Lina Linguist (Linguist)',
      '',
    ]);
  });

  it('takes the name, columns and empty text a page gives it', async () => {
    renderTestApp(
      <OrderHistoryTable
        result={{ data: [], isFetching: false }}
        label="History"
        columns={[{ id: 'action', header: 'What', cell: (entry) => entry.action }]}
        emptyTitle="Nothing yet"
      />,
    );
    const table = await screen.findByRole('table', { name: 'History' });
    expect(within(table).getByRole('columnheader')).toHaveTextContent('What');
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});

describe('OrderTextView', () => {
  const describeText = (text: { words: number }) => `${text.words} words`;

  it('shows the text under its description', async () => {
    renderTestApp(
      <OrderTextView
        result={{ data: buildOrderText({ content: 'Roses need sun.', words: 3 }), isLoading: false }}
        describe={describeText}
      />,
    );
    expect(await screen.findByText('Roses need sun.')).toBeInTheDocument();
    expect(screen.getByText('3 words')).toBeInTheDocument();
  });

  it('says when there is no text yet', async () => {
    renderTestApp(<OrderTextView result={{ data: null, isLoading: false }} describe={describeText} />);
    expect(await screen.findByText('There is no text yet.')).toBeInTheDocument();
  });

  it('shows a layout’s text section by section, in the layout’s order, each with its words', async () => {
    const layout: TemplateTree = {
      element: 'layout',
      sections: ['Intro', 'Features', 'Specs', 'Outro'].map((name) => ({
        element: 'section' as const,
        name,
        type: name === 'Specs' ? ('optional' as const) : ('fixed' as const),
        children: [{ element: 'block' as const, tag: 'p' as const }],
      })),
    };
    // jsonb keeps keys in its own order, not the layout's
    const sections = { Outro: 'Visit us soon.', Intro: 'A kettle for every kitchen.', Specs: '  ', Features: 'Boils fast.' };
    renderTestApp(
      <OrderTextView
        result={{ data: buildOrderText({ content: 'joined', words: 10, sections }), isLoading: false }}
        describe={describeText}
        layout={layout}
      />,
    );
    const text = await screen.findByRole('group', { name: 'Text by section' });
    const parts = within(text).getAllByRole('region');
    expect(parts.map((part) => within(part).getByRole('heading').textContent)).toEqual(['Intro5 words', 'Features2 words', 'Outro3 words']);
    expect(within(parts[1]!).getByText('Boils fast.')).toBeInTheDocument();
    expect(screen.queryByText('joined')).not.toBeInTheDocument();
  });
});

describe('useOrderPageRoute', () => {
  function OrderRoute() {
    const route = useOrderPageRoute(['text', 'history'] as const);
    if (route.redirect) return route.redirect;
    return (
      <>
        <Tabs aria-label="Order sections" {...route.tabsProps((tab) => tab.toUpperCase())} />
        <button type="button" onClick={() => route.openTab(route.tab === 'text' ? 'history' : 'text')}>
          {`order ${route.orderId} on ${route.tab}`}
        </button>
      </>
    );
  }

  const openRoute = (route: string) =>
    renderTestApp(
      <Routes>
        <Route path="/:lang?/order/:id/:tab?" element={<OrderRoute />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>,
      { route },
    );

  it('reads the order and the tab, the first tab having no path part', async () => {
    const view = openRoute('/order/7');
    await view.user.click(await screen.findByRole('button', { name: 'order 7 on text' }));
    expect(view.location()).toBe('/order/7/history');
    expect(screen.getByRole('tab', { name: 'HISTORY' })).toHaveAttribute('aria-selected', 'true');
    await view.user.click(screen.getByRole('tab', { name: 'TEXT' }));
    expect(view.location()).toBe('/order/7');
  });

  it('sends an unknown tab to the order and a bad id to the 404 page', async () => {
    const unknownTab = openRoute('/order/7/messages');
    await screen.findByRole('button', { name: 'order 7 on text' });
    expect(unknownTab.location()).toBe('/order/7');
    unknownTab.unmount();

    const badId = openRoute('/order/seven');
    await screen.findByText('elsewhere');
    expect(badId.location()).toBe('/404');
  });
});
