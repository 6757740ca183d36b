import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    'aria-label': 'Comment for the linguist',
    placeholder: 'e.g. Please mention our spring offers.',
    defaultValue: '',
    rows: 4,
    maxLength: 2000,
    invalid: false,
    disabled: false,
  },
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Invalid: Story = { args: { invalid: true, defaultValue: 'Too short' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'The text was submitted.' } };
