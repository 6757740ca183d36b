import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmailTemplateDto, EmailTemplateSummary, OutboxMailDto } from '@inkwell/contracts';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, fieldErrorOf, pageOf } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { renderWithProviders } from '../../../testing/render-with-providers';

const me = buildAdminMe();
let backend: FakeBackend;
afterEach(() => backend.uninstall());

function open(route: string, answer: (fake: FakeBackend) => void) {
  backend = new FakeBackend({ role: 'admin', user: me, loggedIn: true });
  answer(backend);
  backend.install();
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

const orderReady: EmailTemplateDto = {
  id: 'order-ready',
  audience: ['client'],
  placeholders: [
    { name: 'name', sample: 'Anna Schmidt', optional: true },
    { name: 'orderTitle', sample: 'Kettle', optional: false },
    { name: 'link', sample: 'https://client.example/order/1', optional: false },
  ],
  translations: [
    { language: 'en', subject: 'Your text is ready: {{orderTitle}}', body: 'Hello{{#name}} {{name}}{{/name}},\n\n[Open]({{link}})', updatedAt: '2026-01-01T00:00:00.000Z' },
    { language: 'de', subject: 'Ihr Text ist fertig: {{orderTitle}}', body: 'Hallo{{#name}} {{name}}{{/name}},', updatedAt: '2026-01-01T00:00:00.000Z' },
    { language: 'fr', subject: 'Votre texte est prêt', body: 'Bonjour,', updatedAt: '2026-01-01T00:00:00.000Z' },
    { language: 'it', subject: 'Il tuo testo è pronto', body: 'Ciao,', updatedAt: '2026-01-01T00:00:00.000Z' },
  ],
};
const summary: EmailTemplateSummary = {
  id: 'order-ready',
  audience: ['client'],
  placeholders: ['name', 'orderTitle', 'link'],
  subject: 'Your text is ready: {{orderTitle}}',
  subjects: { en: 'Your text is ready: {{orderTitle}}', de: 'Ihr Text ist fertig: {{orderTitle}}', fr: 'Votre texte est prêt', it: 'Il tuo testo è pronto' },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const templateBackend = (fake: FakeBackend) => fake.on('GET', '/api/admin/email-template/order-ready', () => ({ status: 200, body: orderReady }));
const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** The error FormField ties to the control through aria-describedby. */

describe('settings: e-mail templates', () => {
  it('lists the templates on their tab, each opening its edit page', async () => {
    const view = open('/settings/email-templates', (fake) => {
      fake.on('GET', '/api/admin/email-templates', () => ({ status: 200, body: [summary] }));
      templateBackend(fake);
    });
    expect(await screen.findByRole('tab', { name: 'Email templates', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Email templates' });
    // the table is drawn at once and filled when the list arrives
    expect(await within(table).findByRole('cell', { name: 'Your text is ready: {{orderTitle}}' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Clients' })).toBeInTheDocument();
    await view.user.click(within(table).getByRole('link', { name: 'Text ready for the client' }));
    await waitFor(() => expect(view.location()).toBe('/settings/email-template/order-ready'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Text ready for the client' })).toBeInTheDocument();
  });

  it('lists each subject in the interface language', async () => {
    open('/de/settings/email-templates', (fake) => {
      fake.on('GET', '/api/admin/email-templates', () => ({ status: 200, body: [summary] }));
    });
    expect(await screen.findByRole('cell', { name: 'Ihr Text ist fertig: {{orderTitle}}' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Your text is ready: {{orderTitle}}' })).not.toBeInTheDocument();
  });

  it('edits a language on its tab, checks placeholders before sending and saves only what changed', async () => {
    const view = open('/settings/email-template/order-ready', (fake) => {
      templateBackend(fake);
      fake.on('PUT', '/api/admin/email-template/order-ready', ({ body }) => ({
        status: 200,
        body: { ...orderReady, translations: orderReady.translations.map((t) => (t.language === 'de' ? { ...t, ...(body as { de: object }).de } : t)) },
      }));
    });
    expect(await screen.findByRole('textbox', { name: /^Subject/ })).toHaveValue('Your text is ready: {{orderTitle}}');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await view.user.click(screen.getByRole('tab', { name: 'German' }));
    const body = field(/^Text/);
    expect(body).toHaveValue('Hallo{{#name}} {{name}}{{/name}},');
    await view.user.clear(body);
    await view.user.type(body, 'Hallo {{{{name}}');
    await view.user.tab();
    expect(fieldErrorOf(field(/^Text/))).toBe('{{name}} may be empty: write it inside {{#name}}…{{/name}}.');
    await view.user.click(save);
    expect(backend.requestsTo('PUT', '/api/admin/email-template/order-ready')).toHaveLength(0);

    await view.user.clear(body);
    await view.user.type(body, 'Guten Tag! ');
    // The chip puts the placeholder where the cursor is; one that may be empty comes with its section.
    await view.user.click(screen.getByRole('button', { name: 'Insert the placeholder {{name}}' }));
    await waitFor(() => expect(field(/^Text/)).toHaveValue('Guten Tag! {{#name}}{{name}}{{/name}}'));
    await view.user.click(save);

    expect(await screen.findByText('Saved. The next mails use this text.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/email-template/order-ready')[0]?.body).toEqual({
      de: { subject: 'Ihr Text ist fertig: {{orderTitle}}', body: 'Guten Tag! {{#name}}{{name}}{{/name}}' },
    });
  });

  it('shows core-api’s placeholder error under the field of its language, opening that tab', async () => {
    const view = open('/settings/email-template/order-ready', (fake) => {
      templateBackend(fake);
      fake.on('PUT', '/api/admin/email-template/order-ready', () => ({
        status: 400,
        body: { ...errorBody(400, 'The field it.subject: Unknown placeholder {{orderId}}'), error: { 'it.subject': ['Unknown placeholder {{orderId}}; this template knows {{name}}, {{orderTitle}}, {{link}}'] } },
      }));
    });
    await view.user.click(await screen.findByRole('tab', { name: 'Italian' }));
    const subject = field(/^Subject/);
    await view.user.clear(subject);
    await view.user.type(subject, 'Pronto');
    await view.user.click(screen.getByRole('tab', { name: 'English' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: /^Italian/, selected: true })).toBeInTheDocument());
    expect(fieldErrorOf(field(/^Subject/))).toBe('Unknown placeholder {{orderId}}; this template knows {{name}}, {{orderTitle}}, {{link}}');
  });

  it('previews the text being edited with sample data, in a sandbox', async () => {
    const view = open('/settings/email-template/order-ready', (fake) => {
      templateBackend(fake);
      fake.on('POST', '/api/admin/email-template/order-ready/preview', () => ({
        status: 200,
        body: { subject: 'Ihr Text ist fertig: Kettle', text: 'Hallo Anna Schmidt,', html: '<p>Hallo Anna Schmidt,</p>' },
      }));
    });
    await view.user.click(await screen.findByRole('tab', { name: 'German' }));
    fireEvent.change(field(/^Text/), { target: { value: 'Hallo{{#name}} {{name}}{{/name}}, neu' } });
    await view.user.click(screen.getByRole('button', { name: 'Preview in German' }));

    expect(await screen.findByText('Subject: Ihr Text ist fertig: Kettle')).toBeInTheDocument();
    const frame = screen.getByTitle('Preview of the e-mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hallo Anna Schmidt,</p>');
    expect(backend.requestsTo('POST', '/api/admin/email-template/order-ready/preview')[0]?.body).toEqual({
      language: 'de',
      subject: 'Ihr Text ist fertig: {{orderTitle}}',
      body: 'Hallo{{#name}} {{name}}{{/name}}, neu',
    });
  });

  it('sends an unknown template to the 404 page', async () => {
    const view = open('/settings/email-template/newsletter', () => undefined);
    await waitFor(() => expect(view.location()).toBe('/404'));
  });
});

describe('settings: sent mail', () => {
  const failed: OutboxMailDto = {
    id: 9,
    recipient: 'ana@example.test',
    subject: 'Your text is ready: Kettle',
    textBody: 'Hello Ana',
    htmlBody: null,
    attachments: [],
    template: 'order-ready',
    language: 'en',
    status: 'failed',
    attempts: 6,
    createdAt: '2026-02-01T10:00:00.000Z',
    lastAttemptAt: '2026-02-01T10:30:00.000Z',
    sentAt: null,
    error: '451 Mailbox busy',
  };
  const sent: OutboxMailDto = { ...failed, id: 8, recipient: 'leo@example.test', status: 'sent', attempts: 1, error: null, sentAt: '2026-02-01T09:00:01.000Z' };

  it('lists mail with its status and attempts, filters by status and sends a failed one again', async () => {
    const view = open('/settings/outbox', (fake) => {
      fake.on('GET', '/api/admin/outbox', ({ query }) => ({ status: 200, body: pageOf(query.get('status') === 'failed' ? [failed] : [failed, sent]) }));
      fake.on('POST', '/api/admin/outbox/9/retry', () => ({ status: 200, body: { ...failed, status: 'queued', attempts: 0 } }));
    });
    const table = await screen.findByRole('table', { name: 'Sent mail' });
    expect(await within(table).findByText('Last error: 451 Mailbox busy')).toBeInTheDocument();
    expect(within(table).getAllByText('Text ready for the client')).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: /^Send the mail to/ })).toHaveLength(1);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() => expect(backend.requestsTo('GET', '/api/admin/outbox').some((r) => r.query.get('status') === 'failed')).toBe(true));

    await view.user.click(within(table).getByRole('button', { name: 'Send the mail to ana@example.test again' }));
    expect(await screen.findByText('The mail is queued to be sent again.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/outbox/9/retry')).toHaveLength(1);
  });
});
