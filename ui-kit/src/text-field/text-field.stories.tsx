import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    'aria-label': 'Project name',
    placeholder: 'e.g. Spring campaign',
    defaultValue: '',
    invalid: false,
    disabled: false,
  },
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'not an email' } };
