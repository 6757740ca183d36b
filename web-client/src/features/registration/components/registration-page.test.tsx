import { screen } from '@testing-library/react';
import { buildClientMe, errorBody, FakeBackend, type FakeRequest } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;

beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe() });
  backend.install();
});
afterEach(() => backend.uninstall());

async function openRegistration(route = '/registration') {
  const view = renderWithProviders(<AppRoutes />, { route });
  await screen.findByRole('heading', { name: /create your account|créer votre compte/i });
  return view;
}

type View = Awaited<ReturnType<typeof openRegistration>>;

async function fillForm(view: View, values: Partial<Record<'email' | 'password' | 'repeat' | 'first' | 'last' | 'company', string>>) {
  const fields: [RegExp, string | undefined][] = [
    [/^E-mail/, values.email],
    [/^Password/, values.password],
    [/^Repeat password/, values.repeat],
    [/^First name/, values.first],
    [/^Last name/, values.last],
    [/^Company/, values.company],
  ];
  for (const [label, value] of fields) if (value) await view.user.type(screen.getByLabelText(label), value);
}

const validClient = {
  email: 'new@acme.io',
  password: 'long-enough-pw',
  repeat: 'long-enough-pw',
  first: 'Nora',
  last: 'New',
};

describe('RegistrationPage', () => {
  it('checks every field before sending anything', async () => {
    const view = await openRegistration();
    await fillForm(view, { email: 'not-an-email', password: 'short', repeat: 'other' });
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('The password needs between 8 and 128 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/auth/registration')).toHaveLength(0);
  });

  it('registers the client in the interface language and shows the success page', async () => {
    let received: FakeRequest | undefined;
    backend.on('POST', '/api/auth/registration', (request) => {
      received = request;
      return { status: 201, body: { id: 41, status: 'PENDING_ACTIVATION' } };
    });
    const view = await openRegistration('/fr/registration');
    await view.user.type(screen.getByLabelText(/^E-mail/), validClient.email);
    await view.user.type(screen.getByLabelText(/^Mot de passe/), validClient.password);
    await view.user.type(screen.getByLabelText(/^Répéter le mot de passe/), validClient.repeat);
    await view.user.type(screen.getByLabelText(/^Prénom/), validClient.first);
    await view.user.type(screen.getByLabelText(/^Nom/), validClient.last);
    await view.user.click(screen.getByLabelText("J'accepte les conditions générales."));
    await view.user.click(screen.getByRole('button', { name: 'Créer le compte' }));

    expect(await screen.findByRole('heading', { name: 'Veuillez confirmer votre adresse e-mail' })).toBeInTheDocument();
    expect(view.location()).toBe('/fr/registration/success');
    // An empty company is left out rather than sent as '' so core-api stores no company.
    expect(received?.body).toEqual({
      email: 'new@acme.io',
      password: 'long-enough-pw',
      firstName: 'Nora',
      lastName: 'New',
      language: 'fr',
    });
  });

  it('sends the company when one is given', async () => {
    backend.on('POST', '/api/auth/registration', () => ({ status: 201, body: {} }));
    const view = await openRegistration();
    await fillForm(view, { ...validClient, company: 'Acme GmbH' });
    await view.user.click(screen.getByLabelText('I accept the terms and conditions.'));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Please confirm your e-mail address' });
    expect(backend.requestsTo('POST', '/api/auth/registration')[0]?.body).toMatchObject({ companyName: 'Acme GmbH' });
  });

  it('shows a server field error under its field', async () => {
    backend.on('POST', '/api/auth/registration', () => ({
      status: 400,
      body: errorBody(400, 'Validation failed', { email: ['is already registered'] }),
    }));
    const view = await openRegistration();
    await fillForm(view, validClient);
    await view.user.click(screen.getByLabelText('I accept the terms and conditions.'));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(view.location()).toBe('/registration');
  });
});
