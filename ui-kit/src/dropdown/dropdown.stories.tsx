import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dropdown } from './dropdown';

const noop = () => undefined;

const meta = {
  title: 'Navigation/Dropdown',
  component: Dropdown,
  args: {
    trigger: 'ACME GmbH',
    label: 'User menu',
    align: 'left',
    items: [
      { id: 'account', label: 'Account settings', onSelect: noop },
      { id: 'billing', label: 'Billing settings', onSelect: noop },
      { id: 'notifications', label: 'Notifications', onSelect: noop },
      { id: 'logout', label: 'Logout', onSelect: noop },
    ],
  },
  argTypes: { align: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AlignedRight: Story = { args: { align: 'right' } };
