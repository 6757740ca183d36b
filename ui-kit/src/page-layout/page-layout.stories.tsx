import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Dropdown } from '../dropdown/dropdown';
import { AppHeader } from './app-header';
import { PageHeader } from './page-header';
import { PageLayout } from './page-layout';

const noop = () => undefined;

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    header: (
      <AppHeader
        brand="Inkwell"
        nav={
          <>
            <a href="#content" aria-current="page">
              Content
            </a>
            <a href="#linguists">Linguists</a>
            <a href="#briefings">Briefings</a>
            <a href="#layouts">Layouts</a>
            <a href="#billing">Billing</a>
          </>
        }
        right={
          <Dropdown
            label="User menu"
            trigger="ACME GmbH"
            align="right"
            items={[
              { id: 'settings', label: 'Settings', onSelect: noop },
              { id: 'logout', label: 'Logout', onSelect: noop },
            ]}
          />
        }
      />
    ),
    children: <PageHeader title="Content" actions={<Button>New order</Button>} />,
    footer: '© Inkwell',
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
