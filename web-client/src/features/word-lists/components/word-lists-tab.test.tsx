import { screen, waitFor, within } from '@testing-library/react';
import type { WordList } from '@inkwell/contracts';
import { errorBody, type FakeBackend } from '@inkwell/web-kit/testing';
import { AppRoutes } from '../../../app/router';
import { installBillingBackend } from '../../../testing/billing-backend';
import { renderWithProviders } from '../../../testing/render-with-providers';

let backend: FakeBackend;
afterEach(() => backend.uninstall());

const STOPWORDS = '/api/client/settings/stopwords';

/** The client BFF keeping the stopword lists the way core-api does: per language, each word once whatever its case. */
function open(initial: WordList[], setUp: (fake: FakeBackend) => void = () => undefined) {
  backend = installBillingBackend();
  let lists = initial;
  const listOf = (language: string) => lists.find((list) => list.language === language)?.words ?? [];
  const store = (language: string, words: string[]) => {
    lists = [...lists.filter((list) => list.language !== language), { language, words: [...words].sort((a, b) => a.localeCompare(b)) }].filter((list) => list.words.length);
    return { language, words: listOf(language) };
  };
  backend
    .on('GET', STOPWORDS, () => ({ status: 200, body: { data: lists, total: lists.length } }))
    .on('POST', STOPWORDS, ({ body }) => {
      const { language, stopwords } = body as { language: string; stopwords: string[] };
      const known = listOf(language);
      const added = stopwords.filter((word) => !known.some((each) => each.toLowerCase() === word.toLowerCase()));
      return { status: 200, body: store(language, [...known, ...added]) };
    })
    .on('PUT', STOPWORDS, ({ body }) => {
      const { language, stopwords } = body as { language: string; stopwords: string[] };
      return { status: 200, body: store(language, stopwords) };
    })
    .on('DELETE', STOPWORDS, ({ body }) => {
      const { language, stopwords } = body as { language: string; stopwords: string[] };
      store(language, listOf(language).filter((word) => !stopwords.includes(word)));
      return { status: 204 };
    });
  setUp(backend);
  return renderWithProviders(<AppRoutes />, { route: '/settings/stopwords' });
}

const words = async (language: string) => within(await screen.findByRole('list', { name: `Stopwords for ${language}` }));

describe('settings: stopwords', () => {
  it('shows the first language that has words, and says when a language has none', async () => {
    const view = open([{ language: 'de-DE', words: ['billig', 'Rabatt'] }]);
    const german = await words('German - Germany');
    expect(german.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['billig', 'Rabatt']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de-DE');
    expect(screen.getByRole('option', { name: 'German - Germany (2)' })).toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en-GB');
    expect(await screen.findByText('No stopwords for English - United Kingdom yet.')).toBeInTheDocument();
  });

  it('adds words typed with commas and spaces, once each, and names a word that is not one word', async () => {
    const view = open([]);
    const field = await screen.findByRole('textbox', { name: /^Add stopwords/ });
    await view.user.type(field, 'cheap, free-of-charge FREE');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    const english = await words('English - United Kingdom');
    expect(english.getAllByRole('listitem').map((item) => item.firstChild?.textContent).sort()).toEqual(['FREE', 'cheap', 'free-of-charge']);
    expect(backend.requests.find((request) => request.method === 'POST')?.body).toEqual({ language: 'en-GB', stopwords: ['cheap', 'free-of-charge', 'FREE'] });
    expect(field).toHaveValue('');

    await view.user.type(field, 'ok wrong!');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('“wrong!” is not one word of up to 50 letters or digits.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows core-api’s 400 under the field', async () => {
    const view = open([], (fake) =>
      fake.on('POST', STOPWORDS, () => ({ status: 400, body: errorBody(400, 'Unknown language', { language: ['Unknown language xx-XX'] }) })),
    );
    await view.user.type(await screen.findByRole('textbox', { name: /^Add stopwords/ }), 'cheap');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The field language: Unknown language xx-XX')).toBeInTheDocument();
  });

  it('edits a word with the keyboard and removes another', async () => {
    const view = open([{ language: 'de-DE', words: ['billig', 'Rabatt'] }]);
    await words('German - Germany');
    await view.user.click(screen.getByRole('button', { name: 'Edit “billig”' }));
    const edit = screen.getByRole('textbox', { name: 'Change “billig”' });
    expect(edit).toHaveFocus();
    await view.user.clear(edit);
    await view.user.type(edit, 'günstig{Enter}');
    await waitFor(() => expect(backend.requests.find((request) => request.method === 'PUT')?.body).toEqual({ language: 'de-DE', stopwords: ['günstig', 'Rabatt'] }));
    expect(await screen.findByText('günstig')).toBeInTheDocument();
    // the focus goes back to where the edit started
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit “günstig”' })).toHaveFocus());

    await view.user.click(screen.getByRole('button', { name: 'Delete “Rabatt”' }));
    await waitFor(() => expect(screen.queryByText('Rabatt')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Stopwords for German - Germany' })).toHaveFocus();
    expect(backend.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ language: 'de-DE', stopwords: ['Rabatt'] });
  });

  it('leaves an edit with Escape and says when the lists cannot be loaded', async () => {
    const view = open([{ language: 'de-DE', words: ['billig'] }]);
    await words('German - Germany');
    await view.user.click(screen.getByRole('button', { name: 'Edit “billig”' }));
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Change “billig”' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit “billig”' })).toHaveFocus();
    backend.uninstall();

    open([], (fake) => fake.on('GET', STOPWORDS, () => ({ status: 500, body: errorBody(500, 'boom') })));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
