import { screen, waitFor, within } from '@testing-library/react';
import type { TemplateTree } from '@inkwell/ui-kit';
import { buildAuthState, buildClientMe, errorBody, pageOf, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { BriefingDto, TextLayoutDto } from '../api/templates-api';

const me = buildClientMe();
let backend: FakeBackend;

const productTree: TemplateTree = {
  element: 'layout',
  sections: [{ element: 'section', name: 'Introduction', type: 'fixed', children: [{ element: 'block', tag: 'p', content: 'Name the product.' }] }],
};

function buildBriefing(overrides: Partial<BriefingDto> = {}): BriefingDto {
  return {
    id: 3,
    name: 'Product description',
    tree: productTree,
    html: '<section data-section="Introduction" data-section-type="fixed"><p>Name the product.</p></section>',
    updatedAt: '2025-03-04T10:00:00Z',
    system: false,
    ...overrides,
  };
}

function buildLayout(overrides: Partial<TextLayoutDto> = {}): TextLayoutDto {
  return { id: 8, name: 'Blog post', tree: productTree, html: '', updatedAt: '2025-03-04T10:00:00Z', ...overrides };
}

beforeEach(() => {
  backend = installClientBackend(me);
});
afterEach(() => backend.uninstall());

function open(route: string) {
  return renderWithProviders(<AppRoutes />, { route, preloadedState: { auth: buildAuthState(me) } });
}

describe('briefings and layouts pages', () => {
  it('lists my briefings by default and the original ones on their tab, each with its empty state', async () => {
    backend
      .on('GET', '/api/client/briefings', () => ({ status: 200, body: pageOf([]) }))
      .on('GET', '/api/client/briefings/system', () => ({ status: 200, body: pageOf([buildBriefing({ id: 1, name: 'Blog article', system: true })]) }));
    const view = open('/briefings');

    expect(await screen.findByText('You have no briefings yet. Create one or use a copy of an original briefing.')).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/client/briefings')).toHaveLength(1);
    expect(backend.requestsTo('GET', '/api/client/briefings/system')).toHaveLength(0);

    await view.user.click(screen.getByRole('tab', { name: 'Original briefings' }));
    expect(await screen.findByRole('link', { name: 'Blog article' })).toHaveAttribute('href', '/briefing/1?system=1');
    expect(view.location()).toBe('/briefings/original');
  });

  it('shows the empty layout list', async () => {
    backend.on('GET', '/api/client/text-layouts', () => ({ status: 200, body: pageOf([]) }));
    open('/layouts');
    expect(await screen.findByText('You have no layouts yet. Create your first layout.')).toBeInTheDocument();
    expect(backend.requestsTo('GET', '/api/client/text-layouts')[0]?.query.get('limit')).toBe('10');
  });

  it('creates a layout with exactly the name and tree built in the editor', async () => {
    backend
      .on('POST', '/api/client/text-layout', ({ body }) => ({ status: 201, body: buildLayout({ id: 12, ...(body as object) }) }))
      .on('GET', '/api/client/text-layout/12', () => ({ status: 200, body: buildLayout({ id: 12, name: 'Landing page' }) }));
    const view = open('/layouts/create');

    await view.user.type(await screen.findByLabelText(/^Name/), 'Landing page');
    await view.user.click(screen.getByRole('button', { name: 'Add section' }));
    const section = screen.getByRole('group', { name: 'Section 1' });
    await view.user.clear(within(section).getByRole('textbox', { name: 'Section name' }));
    await view.user.type(within(section).getByRole('textbox', { name: 'Section name' }), 'Headline');
    await view.user.selectOptions(within(section).getByRole('combobox', { name: 'Element to add' }), 'h1');
    await view.user.click(within(section).getByRole('button', { name: 'Add element' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/layouts/12'));
    expect(backend.requestsTo('POST', '/api/client/text-layout')[0]?.body).toEqual({
      name: 'Landing page',
      tree: { element: 'layout', sections: [{ element: 'section', name: 'Headline', type: 'fixed', children: [{ element: 'block', tag: 'h1' }] }] },
    });
  });

  it('shows a 400 field error at the element its path names, in the words of the interface', async () => {
    backend
      .on('GET', '/api/client/text-layout/8', () => ({ status: 200, body: buildLayout() }))
      .on('PUT', '/api/client/text-layout/8', () => ({
        status: 400,
        body: errorBody(400, 'Validation failed', {
          'sections[0].children[0]': ['invalid content: only tables may hold content in a layout'],
          'sections[0]': ['a rule the editor does not know yet'],
        }),
      }));
    const view = open('/layouts/8');
    await screen.findByRole('heading', { name: 'Blog post' });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please correct the marked elements.')).toBeInTheDocument();
    // The editor judged the same tree the same way: the server's message is its own rule, said once.
    const paragraph = screen.getByRole('group', { name: 'p' });
    expect(paragraph).toHaveAccessibleDescription('In a layout only tables may hold text.');
    expect(within(paragraph).getAllByText('In a layout only tables may hold text.')).toHaveLength(1);
    // What the editor cannot match is shown as the server said it.
    expect(screen.getByRole('group', { name: 'Section 1' })).toHaveAccessibleDescription('a rule the editor does not know yet');
  });

  it('words the rules in German for a German user, with their names and limits', async () => {
    const broken: TemplateTree = {
      element: 'layout',
      sections: [
        { element: 'section', name: 'Intro', type: 'fixed', min: 60, max: 50, children: [{ element: 'block', tag: 'p' }] },
        { element: 'section', name: 'Liste', type: 'fixed', children: [{ element: 'block', tag: 'li' }] },
      ],
    };
    backend.on('GET', '/api/client/text-layout/8', () => ({ status: 200, body: buildLayout({ tree: broken }) }));
    open('/de/layouts/8');
    await screen.findByRole('heading', { name: 'Blog post' });

    expect(screen.getByRole('group', { name: 'Abschnitt 1' })).toHaveAccessibleDescription('Min. Wörter (60) darf nicht über max. Wörter (50) liegen.');
    expect(screen.getByRole('group', { name: 'li' })).toHaveAccessibleDescription('li muss in ul oder ol stehen.');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });

  it('says clearly that a briefing an order uses cannot be deleted', async () => {
    backend
      .on('GET', '/api/client/briefing/3', () => ({ status: 200, body: buildBriefing() }))
      .on('DELETE', '/api/client/briefing/3', () => ({ status: 409, body: errorBody(409, 'This briefing is used by an order and cannot be deleted') }));
    const view = open('/briefing/3');
    await screen.findByRole('heading', { name: 'Product description' });
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Product description”?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByText('This briefing is used by an order and cannot be deleted.')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', '/api/client/briefing/3')).toHaveLength(1);
    expect(view.location()).toBe('/briefing/3');
  });

  it('opens a system briefing read-only and prefills a new briefing with a copy', async () => {
    backend
      .on('GET', '/api/client/briefings/system/1', () => ({ status: 200, body: buildBriefing({ id: 1, name: 'Blog article', system: true }) }))
      .on('POST', '/api/client/briefing', ({ body }) => ({ status: 201, body: buildBriefing({ id: 20, ...(body as object) }) }))
      .on('GET', '/api/client/briefing/20', () => ({ status: 200, body: buildBriefing({ id: 20, name: 'Copy of Blog article' }) }));
    const view = open('/briefing/1?system=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog article' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('Name the product.')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Use a copy' }));
    expect(view.location()).toBe('/briefing/new');
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Copy of Blog article');
    expect(within(screen.getByRole('group', { name: 'Section 1' })).getByRole('textbox', { name: 'Section name' })).toHaveValue('Introduction');

    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/briefing/20'));
    expect(backend.requestsTo('POST', '/api/client/briefing')[0]?.body).toEqual({ name: 'Copy of Blog article', tree: productTree });
  });

  it.each(['/briefing/0', '/layouts/0'])('shows %s as not found without asking for an id that cannot exist', async (route) => {
    const view = open(route);
    await waitFor(() => expect(view.location()).toBe('/404'));
    expect(backend.requests.filter((request) => /\/(briefing|text-layout)\//.test(request.path))).toEqual([]);
  });
});
