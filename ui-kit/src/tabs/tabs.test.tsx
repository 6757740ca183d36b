import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { Tabs, type TabItem } from './tabs';

const orderTabs: TabItem[] = [
  { id: 'open', label: 'Open' },
  { id: 'processing', label: 'Processing' },
  { id: 'ready', label: 'Ready', badge: 3 },
  { id: 'completed', label: 'Completed', badge: 0 },
];

function OrderTabs({ onChange }: { onChange: (id: string) => void }) {
  const [active, setActive] = useState('open');
  return (
    <Tabs
      aria-label="Orders"
      tabs={orderTabs}
      active={active}
      onChange={(id) => {
        setActive(id);
        onChange(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a tab list with the active tab selected', () => {
    renderWithTheme(<Tabs aria-label="Orders" tabs={orderTabs} active="processing" onChange={() => undefined} />);
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows a count badge above zero only', () => {
    renderWithTheme(<Tabs tabs={orderTabs} active="open" onChange={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'Ready 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveTextContent(/^Completed$/);
  });

  it('reports a click on another tab', async () => {
    const onChange = jest.fn();
    renderWithTheme(<OrderTabs onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Ready 3' }));
    expect(onChange).toHaveBeenCalledWith('ready');
    expect(screen.getByRole('tab', { name: 'Ready 3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not report a click on the active tab', async () => {
    const onChange = jest.fn();
    renderWithTheme(<OrderTabs onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is one Tab stop, moved with the arrow, Home and End keys', async () => {
    const onChange = jest.fn();
    renderWithTheme(<OrderTabs onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Processing' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('processing');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');

    const tabStops = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    expect(tabStops).toHaveLength(1);
  });
});
