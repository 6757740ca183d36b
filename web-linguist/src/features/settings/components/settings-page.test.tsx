import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { buildAuthState, buildLinguistMe, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import {
  buildClassification,
  buildNotificationSettings,
  buildPricesPerWord,
  buildSelfProfile,
} from '../../../testing/profile-builders';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SettingsPage } from './settings-page';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const API = '/api/linguist';

function openSettings(route: string, answer?: (fake: FakeBackend) => void) {
  const me = buildLinguistMe();
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', `${API}/profile`, () => ({ status: 200, body: buildSelfProfile() }));
  backend.on('GET', `${API}/profile/classification`, () => ({ status: 200, body: buildClassification() }));
  backend.on('GET', `${API}/prices-per-word`, () => ({ status: 200, body: buildPricesPerWord() }));
  backend.on('GET', `${API}/settings/notification`, () => ({ status: 200, body: buildNotificationSettings() }));
  backend.on('GET', '/api/client/text-topics', () => ({ status: 200, body: { data: [{ id: 3, name: 'Travel' }, { id: 4, name: 'Gardening' }] } }));
  backend.on('GET', '/api/client/industry-expertise', () => ({ status: 200, body: { data: [{ id: 9, name: 'Tourism' }] } }));
  backend.on('GET', '/api/client/academic-lists', () => ({
    status: 200,
    body: { academicDegreeList: [{ id: 1, name: 'Master' }], academicFieldList: [{ id: 2, name: 'Linguistics' }] },
  }));
  backend.on('GET', '/api/client/languages', () => ({
    status: 200,
    body: {
      data: [
        { id: 1, name: 'German - Germany', culture: 'de-DE', code: 'de' },
        { id: 2, name: 'French - France', culture: 'fr-FR', code: 'fr' },
      ],
    },
  }));
  answer?.(backend);
  backend.install();
  return renderWithProviders(
    <Routes>
      <Route path="/settings/:tab?/:page?/:subpage?" element={<SettingsPage />} />
    </Routes>,
    { route, preloadedState: { auth: buildAuthState(me) } },
  );
}

describe('linguist SettingsPage', () => {
  it('opens /settings on the profile tab and keeps a valid tab with sub-pages instead of a 404', async () => {
    const view = openSettings('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(view.location()).toBe('/settings/profile');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

    await view.user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(view.location()).toBe('/settings/password');
    view.unmount();
    backend.uninstall();

    openSettings('/settings/email/some/page');
    expect(await screen.findByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves the classification picked from the catalogues', async () => {
    const view = openSettings('/settings/profile', (fake) =>
      fake.on('PUT', `${API}/profile/classification`, ({ body }) => ({ status: 200, body: { ...buildClassification(), echo: body } })),
    );
    // named by its label and the interests it shows
    await view.user.click(await screen.findByRole('button', { name: (name) => name.startsWith('Interests ') }));
    await view.user.click(await screen.findByRole('checkbox', { name: 'Gardening' }));
    await view.user.keyboard('{Escape}');
    await view.user.selectOptions(await screen.findByLabelText('Academic degree'), 'Master');
    await view.user.click(screen.getByRole('button', { name: 'Save classification' }));

    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/profile/classification`)[0]?.body).toEqual({
      interests: [3, 4],
      industryExpertises: [],
      academicDegreeId: 1,
      academicFieldId: null,
    });
  });

  it('adds a language, sets her command of it and saves the list', async () => {
    const view = openSettings('/settings/profile', (fake) =>
      fake.on('PUT', `${API}/profile/languages`, () => ({
        status: 200,
        body: [
          { name: 'German - Germany', culture: 'de-DE', proficiency: 'native' },
          { name: 'French - France', culture: 'fr-FR', proficiency: 'c1' },
        ],
      })),
    );
    await screen.findByRole('option', { name: 'French - France' });
    await view.user.selectOptions(screen.getByLabelText('Add a language'), 'French - France');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Command of French - France' }), 'c1');
    await view.user.click(screen.getByRole('button', { name: 'Save languages' }));

    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/profile/languages`)[0]?.body).toEqual({
      languages: [
        { culture: 'de-DE', proficiency: 'native' },
        { culture: 'fr-FR', proficiency: 'c1' },
      ],
    });
  });

  it('shows her prices in cents with the level range and puts a 422 of core-api on the price field', async () => {
    const view = openSettings('/settings/prices', (fake) =>
      fake.on('POST', `${API}/prices-per-word`, () => ({
        status: 422,
        body: { ...errorBody(422, 'Out of range'), error: { pricePerWord: ['Your level allows 0.04 to 0.1 per word for copywriting'] } },
      })),
    );
    const field = await screen.findByLabelText('Copywriting, German - Germany (ct/word)');
    expect(field).toHaveValue('6,5');
    expect(screen.getByText('Allowed: 4,00 ct/word – 12,00 ct/word · Current: 6,50 ct/word')).toBeInTheDocument();
    // Her roles are copywriter and proofreader: no translating price is offered.
    expect(screen.queryByLabelText(/^Translating/)).not.toBeInTheDocument();

    await view.user.clear(field);
    await view.user.type(field, '11');
    await view.user.click(screen.getByRole('button', { name: 'Save price for Copywriting, German - Germany' }));

    expect(await screen.findByText('Your level allows 0.04 to 0.1 per word for copywriting')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(backend.requestsTo('POST', `${API}/prices-per-word`)[0]?.body).toEqual({
      language: 'de-DE',
      service: 'copywriting',
      pricePerWord: '0.11',
    });
  });

  it('refuses a price outside the range before sending it', async () => {
    const view = openSettings('/settings/prices');
    const field = await screen.findByLabelText('Proofreading, German - Germany (ct/word)');
    await view.user.type(field, '9');
    await view.user.click(screen.getByRole('button', { name: 'Save price for Proofreading, German - Germany' }));
    expect(await screen.findByText('Between 1,00 and 3,00.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', `${API}/prices-per-word`)).toHaveLength(0);
  });

  it('changes the password with the current one, after checking length and repetition', async () => {
    const view = openSettings('/settings/password', (fake) =>
      fake.on('PUT', `${API}/settings/password`, ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'old-secret'
          ? { status: 204 }
          : { status: 400, body: errorBody(400, 'The current password is not correct.') },
      ),
    );
    await view.user.type(await screen.findByLabelText(/^Current password/), 'wrong-one');
    await view.user.type(screen.getByLabelText(/^New password/), 'short');
    await view.user.type(screen.getByLabelText(/^Repeat the new password/), 'different');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password needs between 8 and 128 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/settings/password`)).toHaveLength(0);

    await view.user.clear(screen.getByLabelText(/^New password/));
    await view.user.type(screen.getByLabelText(/^New password/), 'new-secret-1');
    await view.user.clear(screen.getByLabelText(/^Repeat the new password/));
    await view.user.type(screen.getByLabelText(/^Repeat the new password/), 'new-secret-1');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');

    await view.user.clear(screen.getByLabelText(/^Current password/));
    await view.user.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await view.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/settings/password`).at(-1)?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('asks for a new e-mail address, shows a taken address on its field and the address pending confirmation', async () => {
    let settings = { email: 'lina@inkwell.test', pendingEmail: null as string | null };
    const view = openSettings('/settings/email', (fake) => {
      fake.on('GET', `${API}/settings/email`, () => ({ status: 200, body: settings }));
      fake.on('PUT', `${API}/settings/email`, () => ({ status: 409, body: errorBody(409, 'This e-mail address is already in use.') }));
    });
    expect(await screen.findByText('Your current address: lina@inkwell.test')).toBeInTheDocument();
    await view.user.type(await screen.findByLabelText(/^New e-mail address/), 'taken@inkwell.test');
    await view.user.type(screen.getByLabelText(/^Current password/), 'old-secret');
    await view.user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('This e-mail address is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New e-mail address/)).toHaveAttribute('aria-invalid', 'true');

    backend.on('PUT', `${API}/settings/email`, () => {
      settings = { ...settings, pendingEmail: 'new@inkwell.test' };
      return { status: 200, body: settings };
    });
    await view.user.clear(screen.getByLabelText(/^New e-mail address/));
    await view.user.type(screen.getByLabelText(/^New e-mail address/), 'new@inkwell.test');
    await view.user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('We sent a confirmation link to new@inkwell.test. Open it to use this address.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/settings/email`).at(-1)?.body).toEqual({ email: 'new@inkwell.test', currentPassword: 'old-secret' });
    // the address is still hers until the link is opened
    expect(await screen.findByText(/^Pending confirmation to new@inkwell.test/)).toBeInTheDocument();
    expect(screen.getByText('Your current address: lina@inkwell.test')).toBeInTheDocument();
  });

  it('confirms the new address when the mailed link is opened, once', async () => {
    openSettings('/settings/email/confirm?token=the-token', (fake) =>
      fake.on('POST', `${API}/settings/email/confirm`, () => ({ status: 200, body: { email: 'new@inkwell.test', pendingEmail: null } })),
    );
    expect(await screen.findByText('Your e-mail address is now new@inkwell.test.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Back to the e-mail settings' })).toHaveAttribute('href', '/settings/email');
    expect(backend.requestsTo('POST', `${API}/settings/email/confirm`)).toHaveLength(1);
    expect(backend.requestsTo('POST', `${API}/settings/email/confirm`)[0]?.body).toEqual({ token: 'the-token' });
  });

  it('says so when the link has expired or was used', async () => {
    openSettings('/settings/email/confirm?token=old', (fake) =>
      fake.on('POST', `${API}/settings/email/confirm`, () => ({ status: 400, body: errorBody(400, 'This link has expired or was already used.', { token: ['expired'] }) })),
    );
    expect(await screen.findByText(/^This link has expired, was already used/)).toBeInTheDocument();
  });

  it('saves the notification choices', async () => {
    const view = openSettings('/settings/notification', (fake) =>
      fake.on('PUT', `${API}/settings/notification`, ({ body }) => ({ status: 200, body })),
    );
    const form = await screen.findByRole('form', { name: 'E-mail notifications' });
    await view.user.click(within(form).getByRole('checkbox', { name: 'Newsletter' }));
    await view.user.click(within(form).getByRole('checkbox', { name: 'I receive a message' }));
    await view.user.click(within(form).getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', `${API}/settings/notification`)[0]?.body).toEqual(
      buildNotificationSettings({ newsletter: true, messages: false }),
    );
  });

  it('sets her away with a return date after today and back again', async () => {
    const view = openSettings('/settings/availability', (fake) =>
      fake.on('PATCH', `${API}/settings/profile`, ({ body }) => ({ status: 200, body: buildSelfProfile({ availability: (body as { availability: never }).availability }) })),
    );
    const form = within(await screen.findByRole('form', { name: 'Your availability' }));
    expect(screen.getByRole('tab', { name: 'Availability' })).toHaveAttribute('aria-selected', 'true');
    await view.user.selectOptions(form.getByLabelText('Availability'), 'unavailable');
    const until = form.getByLabelText('Back on');
    await view.user.type(until, '2001-01-01');
    await view.user.click(form.getByRole('button', { name: 'Save availability' }));
    expect(await form.findByText('Choose a day after today.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', `${API}/settings/profile`)).toHaveLength(0);

    await view.user.clear(until);
    await view.user.type(until, '2099-08-01');
    await view.user.click(form.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PATCH', `${API}/settings/profile`)[0]?.body).toEqual({ availability: { status: 'unavailable', until: '2099-08-01' } });
  });

  it('puts core-api’s error on the return date', async () => {
    const view = openSettings('/settings/availability', (fake) =>
      fake.on('PATCH', `${API}/settings/profile`, () => ({ status: 400, body: errorBody(400, 'Invalid', { 'availability.until': ['must be greater than or equal to now'] }) })),
    );
    const form = within(await screen.findByRole('form', { name: 'Your availability' }));
    await view.user.selectOptions(form.getByLabelText('Availability'), 'unavailable');
    await view.user.type(form.getByLabelText('Back on'), '2099-08-01');
    await view.user.click(form.getByRole('button', { name: 'Save availability' }));
    expect(await form.findByText('must be greater than or equal to now')).toBeInTheDocument();
    expect(form.getByLabelText('Back on')).toHaveAttribute('aria-invalid', 'true');
  });
});
