import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    'aria-label': 'Quality level',
    placeholder: 'Any level',
    options: [
      { value: 'simple', label: 'Junior' },
      { value: 'good', label: 'Linguist' },
      { value: 'professional', label: 'Senior' },
      { value: 'premium', label: 'Expert' },
      { value: 'excellent', label: 'Technical expert', disabled: true },
    ],
    invalid: false,
    disabled: false,
  },
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
