import { screen, waitFor, within } from '@testing-library/react';
import { buildAdminMe, buildAuthState, errorBody, FakeBackend, pageOf } from '@inkwell/web-kit/testing';
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

const tree = {
  element: 'layout',
  sections: [{ element: 'section', name: 'Intro', type: 'fixed', children: [{ element: 'block', tag: 'p', content: 'Say what it is.' }] }],
};
const blogArticle = {
  id: 2,
  name: 'Blog article',
  clientId: null,
  system: true,
  tree,
  html: '<section data-section="Intro" data-section-type="fixed"><p>Say what it is.</p></section>',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('settings: briefing templates', () => {
  it('lists the system briefings on their tab', async () => {
    const view = open('/settings/briefing-templates', (fake) => {
      fake.on('GET', '/api/admin/briefings', () => ({ status: 200, body: pageOf([blogArticle]) }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Briefing templates', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Blog article' })).toHaveAttribute('href', '/settings/briefing/2');
    expect(view.location()).toBe('/settings/briefing-templates');
  });

  it('shows the empty list', async () => {
    open('/settings/briefing-templates', (fake) => {
      fake.on('GET', '/api/admin/briefings', () => ({ status: 200, body: pageOf([]) }));
    });
    expect(await screen.findByText('There are no briefing templates yet.')).toBeInTheDocument();
  });

  it('creates a system briefing with the editor', async () => {
    const view = open('/settings/briefing-templates', (fake) => {
      fake.on('GET', '/api/admin/briefings', () => ({ status: 200, body: pageOf([]) }));
      fake.on('POST', '/api/admin/briefings', ({ body }) => ({ status: 201, body: { ...blogArticle, id: 5, ...(body as object) } }));
      fake.on('GET', '/api/admin/briefing/5', () => ({ status: 200, body: { ...blogArticle, id: 5, name: 'Newsletter' } }));
    });
    await view.user.click(await screen.findByRole('button', { name: 'New briefing template' }));
    await waitFor(() => expect(view.location()).toBe('/settings/briefing/new'));

    await view.user.type(await screen.findByLabelText(/^Name/), 'Newsletter');
    await view.user.click(screen.getByRole('button', { name: 'Add section' }));
    const section = within(screen.getByRole('group', { name: 'Section 1' }));
    await view.user.selectOptions(section.getByRole('combobox', { name: 'Element to add' }), 'p');
    await view.user.click(section.getByRole('button', { name: 'Add element' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Content' }), 'Greet the reader.');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/settings/briefing/5'));
    expect(backend.requestsTo('POST', '/api/admin/briefings')[0]?.body).toEqual({
      name: 'Newsletter',
      tree: { element: 'layout', sections: [{ element: 'section', name: 'New section 1', type: 'fixed', children: [{ element: 'block', tag: 'p', content: 'Greet the reader.' }] }] },
    });
  });

  it('does not save without a name', async () => {
    const view = open('/settings/briefing/new', () => undefined);
    await view.user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/admin/briefings')).toHaveLength(0);
  });

  it('edits a system briefing and keeps one an order uses, saying why', async () => {
    const view = open('/settings/briefing/2', (fake) => {
      fake.on('GET', '/api/admin/briefing/2', () => ({ status: 200, body: blogArticle }));
      fake.on('PUT', '/api/admin/briefing/2', ({ body }) => ({ status: 200, body: { ...blogArticle, ...(body as object) } }));
      fake.on('DELETE', '/api/admin/briefing/2', () => ({ status: 409, body: errorBody(409, 'This briefing is used by an order and cannot be deleted') }));
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(screen.getByRole('link', { name: 'Back to the briefing templates' })).toHaveAttribute('href', '/settings/briefing-templates');
    await view.user.clear(name);
    await view.user.type(name, 'Blog post');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(backend.requestsTo('PUT', '/api/admin/briefing/2')[0]?.body).toEqual({ name: 'Blog post', tree });

    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    await view.user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('This briefing is used by an order and cannot be deleted.')).toBeInTheDocument();
    expect(view.location()).toBe('/settings/briefing/2');
  });

  it('says what went wrong when a system briefing cannot be read', async () => {
    open('/settings/briefing/77', (fake) => {
      fake.on('GET', '/api/admin/briefing/77', () => ({ status: 404, body: errorBody(404, 'Briefing not found') }));
    });
    expect(await screen.findByText('Briefing not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the briefing templates' })).toBeInTheDocument();
  });
});
