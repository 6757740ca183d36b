import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { AlertVariant } from '../alert/alert';
import { Button } from '../button/button';
import { useToast } from './toast';

interface ToastTriggerProps {
  message: ReactNode;
  variant: AlertVariant;
  buttonLabel: string;
}

function ToastTrigger({ message, variant, buttonLabel }: ToastTriggerProps) {
  const toast = useToast();
  return <Button onClick={() => toast.show(message, variant)}>{buttonLabel}</Button>;
}

// The preview already wraps every story in a ToastProvider; toasts land in its top-right stack.
const meta = {
  title: 'Feedback/Toast',
  component: ToastTrigger,
  args: {
    message:
      'Thanks for your quote request! Our success team will get back to you within 2-8 hrs during our business hours.',
    variant: 'success',
    buttonLabel: 'Request a quote',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Danger: Story = { args: { variant: 'danger', message: 'Something went wrong.', buttonLabel: 'Fail' } };
