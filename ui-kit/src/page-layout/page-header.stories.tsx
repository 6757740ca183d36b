import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Content',
    actions: <Button>New order</Button>,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithoutActions: Story = { args: { title: 'Billing', actions: undefined } };
