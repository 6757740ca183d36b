import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { AppHeader } from './app-header';

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Inkwell',
    navLabel: 'Main',
    nav: (
      <>
        <a href="#orders" aria-current="page">
          Orders
        </a>
        <a href="#clients">Clients</a>
        <a href="#linguists">Linguists</a>
      </>
    ),
    right: (
      <Button variant="secondary" size="sm">
        Logout
      </Button>
    ),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
