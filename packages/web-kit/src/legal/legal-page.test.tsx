import { screen, within } from '@testing-library/react';
import { FakeBackend } from '../testing/fake-backend';
import { buildClientMe } from '../testing/builders';
import { renderTestApp, TestAppRoutes } from '../testing/test-app';

let backend: FakeBackend;

afterEach(() => backend.uninstall());

function openAsGuest(route: string) {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: false });
  backend.install();
  return renderTestApp(<TestAppRoutes />, { route });
}

describe('LegalPage', () => {
  it('shows a document to a visitor who is not signed in, with the footer links to the others', async () => {
    openAsGuest('/legal/client-terms');

    expect(await screen.findByRole('heading', { level: 2, name: '2. Orders and prices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms for clients' })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Legal and documentation' }));
    expect(footer.getByRole('link', { name: 'Data protection' })).toHaveAttribute('href', '/legal/data-protection');
  });

  it('reads the document in the language of the address', async () => {
    openAsGuest('/de/legal/data-protection');

    expect(await screen.findByRole('heading', { level: 2, name: '4. Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeInTheDocument();
    expect(screen.getByText(/keine Werbe- oder Tracking-Cookies/)).toBeInTheDocument();
  });

  it('sends an unknown document to the not-found page', async () => {
    const view = openAsGuest('/legal/cookie-banner');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });

  it('keeps the four languages of every document in step', async () => {
    const languages = await Promise.all(['en', 'de', 'fr', 'it'].map((code) => import(`./legal-texts-${code}`)));
    const shape = (texts: Record<string, { sections: { paragraphs: string[] }[] }>) =>
      Object.fromEntries(Object.entries(texts).map(([id, doc]) => [id, doc.sections.map((section) => section.paragraphs.length)]));

    for (const { legalTexts } of languages.slice(1)) expect(shape(legalTexts)).toEqual(shape(languages[0].legalTexts));
  });
});
