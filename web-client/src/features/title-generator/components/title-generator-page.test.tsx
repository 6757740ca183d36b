import { screen, waitFor, within } from '@testing-library/react';
import type { GenerateAnswer, GeneratorResult } from '@inkwell/contracts';
import { buildClientMe, errorBody, pageOf, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installClientBackend } from '../../../testing/client-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const usage = { model: 'gpt-4o-mini', perMinute: 5, perMonth: 300, usedThisMonth: 7 };

const result = (id: number, title: string): GeneratorResult => ({
  id,
  language: 'en',
  type: 'OUTLINE',
  keyword: 'tea',
  title,
  outline: ['Kinds', 'Brewing'],
  createdAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-02T09:30:00.000Z',
});

function open(route: string, setUp: (fake: FakeBackend) => void = () => undefined) {
  backend = installClientBackend(buildClientMe({ servicesAvailable: ['copywriting', 'gpt3_topics_titles'] }));
  backend.on('GET', '/api/client/generator/usage', () => ({ status: 200, body: usage }));
  backend.on('GET', '/api/client/generator/results', () => ({ status: 200, body: pageOf([]) }));
  setUp(backend);
  return renderWithProviders(<AppRoutes />, { route });
}

const answer = (body: { language: string; type: string; keyword: string }): GenerateAnswer => ({
  ...(body as GenerateAnswer),
  items:
    body.type === 'OUTLINE'
      ? [{ id: 'a', title: `All about ${body.keyword}`, outline: ['Kinds', 'Brewing', 'Serving'] }]
      : [
          { id: 'a', title: `10 tips for ${body.keyword}`, outline: [] },
          { id: 'b', title: `${body.keyword} explained`, outline: [] },
        ],
});

describe('title and outline generator: playground', () => {
  it('is the default tab: checks the keyword, generates outlines in the chosen language and saves one', async () => {
    const view = open('/title_and_outline_generator', (fake) =>
      fake
        .on('POST', '/api/client/generator/generate', ({ body }) => ({ status: 200, body: answer(body as GenerateAnswer) }))
        .on('POST', '/api/client/generator/result', ({ body }) => ({ status: 201, body: { ...result(9, 'x'), ...(body as object) } })),
    );
    expect(await screen.findByRole('heading', { name: 'Title and outline generator (Beta)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Playground' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('7 of 300 generations used this month; at most 5 a minute.')).toBeInTheDocument();
    expect(screen.getByText('No suggestions yet')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('textbox', { name: /^Keyword/ })).toHaveFocus();
    expect(screen.getByText('Enter a keyword.')).toBeInTheDocument();
    expect(backend.requestsTo('POST', '/api/client/generator/generate')).toHaveLength(0);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'OUTLINE');
    await view.user.type(screen.getByRole('textbox', { name: /^Keyword/ }), '  Tee {Enter}');
    const suggestions = within(await screen.findByRole('region', { name: 'Suggestions' }));
    expect(await suggestions.findByRole('heading', { name: 'All about Tee' })).toBeInTheDocument();
    expect(suggestions.getByRole('list', { name: 'Outline' })).toHaveTextContent('KindsBrewingServing');
    expect(backend.requestsTo('POST', '/api/client/generator/generate')[0]!.body).toEqual({ language: 'de', type: 'OUTLINE', keyword: 'Tee' });

    await view.user.click(suggestions.getByRole('button', { name: 'Save “All about Tee”' }));
    expect(await suggestions.findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(backend.requestsTo('POST', '/api/client/generator/result')[0]!.body).toEqual({
      language: 'de',
      type: 'OUTLINE',
      keyword: 'Tee',
      title: 'All about Tee',
      outline: ['Kinds', 'Brewing', 'Serving'],
    });
    expect(await screen.findByText('The suggestion was saved.')).toBeInTheDocument();
  });

  it('says so when the AI provider is not configured (503) and offers no Generate', async () => {
    open('/title_and_outline_generator', (fake) =>
      fake.on('GET', '/api/client/generator/usage', () => ({ status: 503, body: { ...errorBody(503, 'not configured'), code: 'NOT_CONFIGURED' } })),
    );
    expect(await screen.findByText('The AI generator is not configured on this installation yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it('explains a provider failure (502), a timeout (504) and a reached limit (429)', async () => {
    const statuses = [502, 504, 429];
    const view = open('/title_and_outline_generator', (fake) =>
      fake.on('POST', '/api/client/generator/generate', () => {
        const status = statuses.shift()!;
        return { status, body: errorBody(status, 'upstream') };
      }),
    );
    await view.user.type(await screen.findByRole('textbox', { name: /^Keyword/ }), 'coffee');
    for (const message of [
      'The AI provider failed or its answer could not be read. Nothing was saved. Please try again.',
      'The AI provider did not answer in time. Please try again.',
      'You have reached the generator’s limit for now. Please try again later.',
    ]) {
      await view.user.click(screen.getByRole('button', { name: 'Generate' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('No suggestions yet')).toBeInTheDocument();
  });

  it('speaks the interface language: German under /de', async () => {
    open('/de/title_and_outline_generator');
    expect(await screen.findByRole('heading', { name: 'Titel- und Gliederungsgenerator (Beta)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });
});

describe('title and outline generator: not among the client’s services', () => {
  it('says so and asks the API nothing, which would only refuse', async () => {
    backend = installClientBackend(buildClientMe({ servicesAvailable: ['copywriting'] }));
    const asked: string[] = [];
    backend.on('GET', '/api/client/generator/usage', () => {
      asked.push('usage');
      return { status: 403, body: errorBody(403, 'Not among your services') };
    });
    renderWithProviders(<AppRoutes />, { route: '/title_and_outline_generator' });
    expect(await screen.findByText('The title and outline generator is not among your services.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Playground' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

describe('title and outline generator: saved', () => {
  it('lists the saved results with the total, reached with the keyboard from the tabs', async () => {
    const view = open('/title_and_outline_generator', (fake) =>
      fake.on('GET', '/api/client/generator/results', ({ query }) => ({
        status: 200,
        body: pageOf(query.get('offset') === '0' ? [result(2, 'Second'), result(1, 'First')] : [], 2),
      })),
    );
    (await screen.findByRole('tab', { name: 'Playground' })).focus();
    await view.user.keyboard('{ArrowRight}');
    expect(view.location()).toBe('/title_and_outline_generator/saved');
    const table = within(await screen.findByRole('table', { name: 'Saved results' }));
    expect(await table.findByRole('cell', { name: 'Second' })).toBeInTheDocument();
    expect(table.getAllByRole('cell', { name: 'Titles with outlines' })).toHaveLength(2);
    expect(backend.requestsTo('GET', '/api/client/generator/results')[0]!.query.get('limit')).toBe('10');
  });

  it('says when nothing is saved yet', async () => {
    open('/title_and_outline_generator/saved');
    expect(await screen.findByText('No saved results yet')).toBeInTheDocument();
  });

  it('opens a result to edit its title and outline, and deletes one after asking', async () => {
    let list = [result(1, 'First')];
    const view = open('/title_and_outline_generator/saved', (fake) =>
      fake
        .on('GET', '/api/client/generator/results', () => ({ status: 200, body: pageOf(list) }))
        .on('PUT', '/api/client/generator/result/1', ({ body }) => {
          list = [{ ...list[0]!, ...(body as object) }];
          return { status: 200, body: list[0] };
        })
        .on('DELETE', '/api/client/generator/result/1', () => {
          list = [];
          return { status: 204 };
        }),
    );
    await view.user.click(await screen.findByRole('button', { name: 'Open “First”' }));
    const dialog = within(await screen.findByRole('dialog'));
    const title = dialog.getByRole('textbox', { name: /^Title/ });
    await view.user.clear(title);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Enter a title.')).toBeInTheDocument();
    await view.user.type(title, 'Tea, brewed well');
    const outline = dialog.getByRole('textbox', { name: /^Outline/ });
    await view.user.clear(outline);
    await view.user.type(outline, 'Water{Enter}{Enter}Leaves');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('PUT', '/api/client/generator/result/1')[0]!.body).toEqual({ title: 'Tea, brewed well', outline: ['Water', 'Leaves'] });
    expect(await screen.findByRole('cell', { name: 'Tea, brewed well' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Delete “Tea, brewed well”' }));
    const confirm = within(await screen.findByRole('dialog'));
    await view.user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved results yet')).toBeInTheDocument();
    expect(backend.requestsTo('DELETE', '/api/client/generator/result/1')).toHaveLength(1);
  });
});
