import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { DepositDialog, type DepositDialogProps } from './deposit-dialog';
import { sampleCallbacks, sampleLanguages, sampleLevels, sampleMethods, SAMPLE_VAT } from './sample-deposit';
import { createFakeStripe } from './testing/fake-stripe';

type DepositStoryProps = Omit<DepositDialogProps, 'onClose'> & { onClose?: () => void };

/** Follows the `open` control and reopens from the canvas; the fake Stripe mounts a plain input. */
function ControlledDepositDialog({ open, onClose, ...args }: DepositStoryProps) {
  const [openedAt, setOpenedAt] = useState(open);
  const [isOpen, setIsOpen] = useState(open);
  if (open !== openedAt) {
    setOpenedAt(open);
    setIsOpen(open);
  }
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Create deposit</Button>
      <DepositDialog
        {...args}
        open={isOpen}
        onClose={() => {
          setIsOpen(false);
          onClose?.();
        }}
      />
    </>
  );
}

const billingSummary = (
  <p>
    Acme GmbH, Hauptstraße 1, 10115 Berlin, DE
    <br />
    EU-VAT DE123456789
  </p>
);

const meta = {
  title: 'Overlays/DepositDialog',
  component: ControlledDepositDialog,
  args: {
    open: true,
    methods: sampleMethods,
    vat: SAMPLE_VAT,
    lockedCurrency: 'EUR',
    billingValid: true,
    billingSummary,
    languages: sampleLanguages,
    levels: sampleLevels,
    publishableKey: 'pk_test_sample',
    loadStripe: () => Promise.resolve(createFakeStripe().stripe),
    returnUrl: 'https://client.localhost/dashboard',
    estimateDebounceMs: 0,
    onEditBilling: () => undefined,
    onNewProject: () => undefined,
    ...sampleCallbacks,
  },
  argTypes: { onClose: { action: 'closed' } },
} satisfies Meta<typeof ControlledDepositDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const BillingInvalid: Story = {
  args: { billingValid: false, billingSummary: <p>Acme GmbH, DE (EU-VAT missing)</p> },
};

export const CurrencyOpen: Story = { args: { lockedCurrency: null } };

export const BankTransferOnly: Story = {
  args: { methods: sampleMethods.filter((option) => option.method === 'BANK'), publishableKey: null },
};

export const ReturnFromBank: Story = { args: { returnedPayment: { intentId: 'pi_returned' } } };

export const Loading: Story = { args: { loading: true } };

export const LoadFailed: Story = { args: { loadError: 'Client not found' } };
