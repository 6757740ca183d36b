import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { StyledStoryStack } from '../story-layout/styled';
import { Alert, ALERT_DISMISS_MS, type AlertProps } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    variant: 'info',
    children: 'Your account is verified with valid legal information. Last check on 02.03.2025.',
    autoDismissMs: ALERT_DISMISS_MS,
    closeLabel: 'Close',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Info: Story = { args: { variant: 'info' } };

export const Success: Story = {
  args: { variant: 'success', children: 'You have successfully updated the billing information.' },
};

export const Warning: Story = {
  args: { variant: 'warning', children: 'Bank transfers take 2-3 business days.' },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    children: 'Your account is blocked due to invalid legal information. Please check your billing information and EU-VAT.',
  },
};

function DismissibleAlert(args: AlertProps) {
  const [visible, setVisible] = useState(true);
  return (
    <StyledStoryStack>
      {visible ? (
        <Alert {...args} onDismiss={() => setVisible(false)} />
      ) : (
        <Button variant="secondary" onClick={() => setVisible(true)}>
          Show the alert again
        </Button>
      )}
    </StyledStoryStack>
  );
}

/** Closes with its button or by itself after `autoDismissMs` (spec: 3 s). */
export const Dismissible: Story = {
  args: { variant: 'danger', children: 'Something went wrong.' },
  render: (args) => <DismissibleAlert {...args} />,
};
