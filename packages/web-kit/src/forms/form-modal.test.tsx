import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import * as yup from 'yup';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp } from '../testing/test-app';
import { FormikTextField } from './formik-text-field';
import { FormModal } from './form-modal';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

/** A rename dialog whose save fails once with a message of its own, then succeeds. */
function Rename({ onSaved }: { onSaved: (name: string) => void }) {
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <FormModal<{ name: string }>
        open={open}
        title="Rename"
        formId="rename-form"
        initialValues={{ name: 'Old' }}
        validationSchema={yup.object({ name: yup.string().trim().required('Required') })}
        onSubmit={async ({ name }) => {
          setTries((count) => count + 1);
          await new Promise((resolve) => setTimeout(resolve, 10));
          if (tries === 0) return setError('Try again later');
          onSaved(name);
          setOpen(false);
        }}
        onClose={() => {
          setError(null);
          setOpen(false);
        }}
        submitLabel="Save"
        cancelLabel="Cancel"
        error={error}
      >
        <FormikTextField name="name" label="Name" required />
      </FormModal>
    </>
  );
}

describe('FormModal', () => {
  it('checks the fields, shows a failure above them, saves, and resets what was typed when cancelled', async () => {
    const saved = jest.fn();
    const view = renderTestApp(<Rename onSaved={saved} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename' }));
    // the fields are a form named by the dialog's title, which the footer's button submits
    expect(dialog.getByRole('form', { name: 'Rename' })).toHaveAttribute('id', 'rename-form');
    const field = dialog.getByRole('textbox', { name: /Name/ });
    await view.user.clear(field);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Required')).toBeInTheDocument();

    await view.user.type(field, 'New');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Try again later')).toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await view.user.click(screen.getByRole('button', { name: 'Open' }));
    const again = within(await screen.findByRole('dialog', { name: 'Rename' }));
    expect(again.getByRole('textbox', { name: /Name/ })).toHaveValue('Old');
    expect(again.queryByText('Try again later')).not.toBeInTheDocument();
    await view.user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Old'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
