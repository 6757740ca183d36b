import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountBadge } from './count-badge';

const meta = {
  title: 'Feedback/CountBadge',
  component: CountBadge,
  args: { count: 3, label: '3 unread messages', max: 99 },
  argTypes: { count: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OverMax: Story = { args: { count: 120, label: '120 unread messages' } };

export const Zero: Story = { args: { count: 0, label: 'No unread messages' } };
