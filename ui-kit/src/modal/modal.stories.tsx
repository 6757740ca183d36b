import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { FormField } from '../form-field/form-field';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

type ModalStoryProps = Omit<ModalProps, 'onClose'> & { onClose?: () => void };

/** Follows the `open` control, and also opens and closes from inside the canvas. */
function ControlledModal({ open, onClose, ...args }: ModalStoryProps) {
  const [openedAt, setOpenedAt] = useState(open);
  const [isOpen, setIsOpen] = useState(open);
  if (open !== openedAt) {
    setOpenedAt(open);
    setIsOpen(open);
  }
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Create deposit</Button>
      <Modal
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

const meta = {
  title: 'Overlays/Modal',
  component: ControlledModal,
  args: {
    open: false,
    title: 'Create deposit',
    closeLabel: 'Close',
    children: (
      <FormField label="Amount" htmlFor="deposit-amount" hint="Minimum amount 1 €.">
        <TextField id="deposit-amount" inputMode="decimal" defaultValue="100,00" />
      </FormField>
    ),
    footer: <Button>Continue</Button>,
  },
  argTypes: { onClose: { action: 'closed' } },
} satisfies Meta<typeof ControlledModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };
