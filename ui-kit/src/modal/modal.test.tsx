import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render';
import { TextField } from '../text-field/text-field';
import { Modal } from './modal';

function DepositDialog({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create deposit</Button>
      <Modal
        open={open}
        title="Create deposit"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        footer={<Button>Continue</Button>}
      >
        <TextField aria-label="Amount" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, in a portal', () => {
    const { container } = renderWithTheme(
      <Modal open title="Create deposit" onClose={() => undefined}>
        Body
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Create deposit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('moves focus into the dialog and gives it back on close', async () => {
    renderWithTheme(<DepositDialog />);
    const opener = screen.getByRole('button', { name: 'Create deposit' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithTheme(<DepositDialog onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create deposit' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Create deposit" onClose={onClose}>
        <p>Amount</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Amount'));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its labelled close button', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Create deposit" onClose={onClose} closeLabel="Schließen">
        Body
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTheme(<DepositDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Create deposit' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const next = screen.getByRole('button', { name: 'Continue' });

    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(amount).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('gives focus back to its opener after another dialog took its place for a while', async () => {
    // The deposit dialog makes way for the billing form and comes back when it closes.
    function DialogInPlaceOfDialog() {
      const [shown, setShown] = useState<'none' | 'deposit' | 'billing'>('none');
      return (
        <>
          <Button onClick={() => setShown('deposit')}>Create deposit</Button>
          <Modal open={shown === 'deposit'} title="Create deposit" onClose={() => setShown('none')}>
            <Button onClick={() => setShown('billing')}>Edit billing information</Button>
          </Modal>
          <Modal open={shown === 'billing'} title="Billing information" onClose={() => setShown('deposit')}>
            <TextField aria-label="Company" />
          </Modal>
        </>
      );
    }
    renderWithTheme(<DialogInPlaceOfDialog />);
    const opener = screen.getByRole('button', { name: 'Create deposit' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Edit billing information' }));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Create deposit' })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the page behind from scrolling while open', () => {
    const { rerender } = renderWithTheme(
      <Modal open title="Create deposit" onClose={() => undefined}>
        Body
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="Create deposit" onClose={() => undefined}>
        Body
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });
});
