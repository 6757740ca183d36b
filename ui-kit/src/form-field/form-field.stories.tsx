import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../text-field/text-field';
import { FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Billing email',
    htmlFor: 'billing-email',
    hint: 'Invoices are sent to this address.',
    required: true,
    children: null,
  },
  render: ({ children: _children, ...args }) => (
    <FormField {...args}>
      <TextField id={args.htmlFor} type="email" defaultValue="billing@example.com" />
    </FormField>
  ),
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithError: Story = { args: { error: 'Please enter a valid email address.' } };
