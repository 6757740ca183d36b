import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: "Let's create your first project",
    hint: 'Projects group the orders you place with our linguists.',
    action: <Button>New order</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoResults: Story = {
  args: { title: 'Sorry, we couldn’t find anything', hint: 'Try using fewer filter criteria.', action: undefined },
};
