import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loadModule } from 'hunspell-asm';
import { buildAssignment, buildAuthState, buildLinguistMe, buildOrder, errorBody, FakeBackend } from '@inkwell/web-kit/testing';
import type { OrderDto, OrderTextWords } from '@inkwell/contracts';
import { i18n } from '../../../locales/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderPage } from '../components/order-page';
import { SpellCheckerContext, type OpenSpellChecker } from './spell-checker';
import type { SpellingLanguage } from './unknown-words';

const me = buildLinguistMe({ firstName: 'Lina', nickname: 'lina' });
const writtenByMe = [buildAssignment('copywriting', { id: me.id, nickname: me.nickname })];

/** The real Hunspell and the real dictionary the browser's worker loads, run in the test's own thread. */
const dictionaryFile = (language: SpellingLanguage, file: 'aff' | 'dic') =>
  fs.readFileSync(path.join(path.dirname(require.resolve(`dictionary-${language}`)), `index.${file}`));

let asked: string[][] = [];
const openInTest: OpenSpellChecker = async (language) => {
  const factory = await loadModule();
  const hunspell = factory.create(factory.mountBuffer(dictionaryFile(language, 'aff'), `${language}.aff`), factory.mountBuffer(dictionaryFile(language, 'dic'), `${language}.dic`));
  return {
    unknownOf: async (words) => {
      asked.push([...words]);
      return words.filter((word) => !hunspell.spell(word));
    },
    close: () => hunspell.dispose(),
  };
};


let backend: FakeBackend;
afterEach(async () => {
  backend.uninstall();
  asked = [];
  await i18n.changeLanguage('en');
});

function openOrder(order: OrderDto, words: OrderTextWords, open: OpenSpellChecker = openInTest) {
  const orderPath = `/api/linguist/order/${order.id}`;
  backend = new FakeBackend({ role: 'linguist', user: me, loggedIn: true });
  backend.on('GET', orderPath, () => ({ status: 200, body: order }));
  backend.on('GET', `${orderPath}/text`, () => ({ status: 404, body: errorBody(404, 'There is no text yet.') }));
  backend.on('GET', `${orderPath}/revisions`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${orderPath}/history`, () => ({ status: 200, body: { data: [] } }));
  backend.on('GET', `${orderPath}/text/words`, () => ({ status: 200, body: words }));
  backend.install();
  return renderWithProviders(
    <SpellCheckerContext.Provider value={open}>
      <Routes>
        <Route path="/order/:id/:tab?" element={<OrderPage />} />
      </Routes>
    </SpellCheckerContext.Provider>,
    { route: `/order/${order.id}/text`, preloadedState: { auth: buildAuthState(me) } },
  );
}

const writing = (overrides: Partial<OrderDto> = {}) => buildOrder({ status: 'processing_cw', services: writtenByMe, words: { min: 1, max: 80, final: null }, ...overrides });

describe('the spelling marks in the editor', () => {
  it('marks the words the order language’s dictionary does not know, the client’s words counting as known', async () => {
    const view = openOrder(writing(), { language: 'de-DE', stopwords: [], dictionary: ['Inkwell'] });
    const area = await screen.findByRole('textbox', { name: 'Your text' });
    expect(await screen.findByText('Spelling (German): every word is in the dictionary or the client’s own words.', {}, { timeout: 5000 })).toBeInTheDocument();

    await view.user.type(area, 'Der Wasserkesel von Inkwell kocht schnell. Ein Wasserkesel aus Stahl.');
    const group = await screen.findByRole('group', { name: 'Words the German dictionary does not know' }, { timeout: 5000 });
    expect(within(group).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wasserkesel at positions 5, 48']);
    expect(within(group).getByText('Wasserkesel').tagName).toBe('MARK');
    const summary = screen.getByText('Spelling (German): the dictionary does not know 1 word. Check it; it does not stop you from submitting.');
    expect(summary).toHaveAttribute('aria-live', 'polite');
    expect(area.getAttribute('aria-describedby')).toContain(group.id);
    // Unknown words do not block: the text is not marked invalid for them.
    expect(area).toHaveAttribute('aria-invalid', 'false');
    // Each distinct word went to the dictionary once, after the typing paused, never 'Inkwell'.
    expect(asked.flat().filter((word) => word === 'Wasserkesel')).toHaveLength(1);
    expect(asked.flat()).not.toContain('Inkwell');

    await view.user.clear(area);
    await view.user.type(area, 'Der Wasserkessel kocht.');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Words the German dictionary does not know' })).not.toBeInTheDocument());
  });

  it('checks an Italian order with the Italian dictionary and says so in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const view = openOrder(writing(), { language: 'it-IT', stopwords: [], dictionary: [] });
    const area = await screen.findByRole('textbox');
    await view.user.type(area, 'La casa è bella, la machina è rossa.');
    const group = await screen.findByRole('group', { name: 'Mots que le dictionnaire (italien) ne connaît pas' }, { timeout: 5000 });
    expect(within(group).getByRole('listitem')).toHaveTextContent('machina à la position 21');
  });

  it('says when the dictionary cannot be loaded and when the order’s language has none, and lets her write', async () => {
    const view = openOrder(writing(), { language: 'de-DE', stopwords: [], dictionary: [] }, () => Promise.reject(new Error('offline')));
    const area = await screen.findByRole('textbox', { name: 'Your text' });
    expect(await screen.findByText('The spelling cannot be checked: the dictionary (German) did not load.')).toBeInTheDocument();
    await view.user.type(area, 'Wasserkesel');
    expect(area).toHaveValue('Wasserkesel');
    view.unmount();
    backend.uninstall();

    openOrder(writing(), { language: 'es-ES', stopwords: [], dictionary: [] });
    expect(await screen.findByText('The spelling of this order’s language is not checked here.')).toBeInTheDocument();
  });
});
