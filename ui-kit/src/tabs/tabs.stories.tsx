import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabsProps } from './tabs';

type TabsStoryProps = Omit<TabsProps, 'onChange'> & { onChange?: (id: string) => void };

/** Follows the `active` control, and also switches when a tab is clicked in the canvas. */
function ControlledTabs({ active, onChange, ...args }: TabsStoryProps) {
  const [shownActive, setShownActive] = useState(active);
  const [current, setCurrent] = useState(active);
  if (active !== shownActive) {
    setShownActive(active);
    setCurrent(active);
  }
  return (
    <Tabs
      {...args}
      active={current}
      onChange={(id) => {
        setCurrent(id);
        onChange?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: ControlledTabs,
  args: {
    'aria-label': 'Orders',
    active: 'open',
    tabs: [
      { id: 'open', label: 'Open' },
      { id: 'processing', label: 'Processing' },
      { id: 'ready', label: 'Ready', badge: 0 },
      { id: 'completed', label: 'Completed' },
    ],
  },
  argTypes: {
    active: { control: 'inline-radio', options: ['open', 'processing', 'ready', 'completed'] },
    onChange: { action: 'changed' },
  },
} satisfies Meta<typeof ControlledTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Spec: the Ready tab carries a red badge with the number of ready orders. */
export const WithBadge: Story = {
  args: {
    active: 'ready',
    tabs: [
      { id: 'open', label: 'Open' },
      { id: 'processing', label: 'Processing' },
      { id: 'ready', label: 'Ready', badge: 3 },
      { id: 'completed', label: 'Completed' },
    ],
  },
};
