import { screen, waitFor } from '@testing-library/react';
import { Formik } from 'formik';
import * as yup from 'yup';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp } from '../testing/test-app';
import { FormikCheckboxGroup } from './formik-checkbox-group';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

const OPTIONS = [
  { value: 'ready', id: 'event-ready', label: 'Order ready', hint: 'When the text can be reviewed' },
  { value: 'accepted', id: 'event-accepted', label: 'Order accepted' },
  { value: 'canceled', id: 'event-canceled', label: 'Order canceled' },
] as const;

function Events({ onSubmit }: { onSubmit: (events: string[]) => void }) {
  return (
    <Formik<{ events: string[] }>
      initialValues={{ events: ['canceled'] }}
      validationSchema={yup.object({ events: yup.array().min(1, 'Choose at least one event') })}
      onSubmit={(values) => onSubmit(values.events)}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <FormikCheckboxGroup name="events" id="events" legend="Events" options={OPTIONS} />
          <button type="submit">Save</button>
        </form>
      )}
    </Formik>
  );
}

test('keeps the chosen values in the options’ order, reads each hint with its box and ties the error to the group', async () => {
  const submitted = jest.fn();
  const view = renderTestApp(<Events onSubmit={submitted} />);
  const group = await screen.findByRole('group', { name: 'Events' });
  expect(screen.getByRole('checkbox', { name: 'Order ready' })).toHaveAccessibleDescription('When the text can be reviewed');

  await view.user.click(screen.getByRole('checkbox', { name: 'Order ready' }));
  await view.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted).toHaveBeenCalledWith(['ready', 'canceled']));

  await view.user.click(screen.getByRole('checkbox', { name: 'Order ready' }));
  await view.user.click(screen.getByRole('checkbox', { name: 'Order canceled' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one event');
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Choose at least one event');
});
