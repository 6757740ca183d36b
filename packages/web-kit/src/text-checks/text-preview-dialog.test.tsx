import { screen, within } from '@testing-library/react';
import { errorBody, FakeBackend } from '../testing/fake-backend';
import { buildLinguistMe } from '../testing/builders';
import { renderTestApp, testAuthApi, testI18n } from '../testing/test-app';
import { injectTextCheckEndpoints } from './text-checks-api';
import { registerTextCheckTexts } from './text-checks-texts';
import { TextPreviewButton } from './text-preview-dialog';

registerTextCheckTexts(testI18n);
const api = injectTextCheckEndpoints(testAuthApi, 'linguist');
const PATH = '/api/linguist/order/7/text/preview';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'linguist', user: buildLinguistMe(), loggedIn: true });
});
afterEach(() => backend.uninstall());

describe('the text preview dialog', () => {
  it('shows the rendered text in a sandboxed frame, never in the page, and gives the focus back on close', async () => {
    const html = '<section data-section="Intro"><h2>Intro</h2><p>&lt;img src=x onerror=alert(1)&gt; Teak</p></section>';
    backend.on('GET', PATH, () => ({ status: 200, body: { html, hasLayout: true } })).install();
    const view = renderTestApp(<TextPreviewButton api={api} orderId={7} />);

    const open = screen.getByRole('button', { name: 'Preview' });
    await view.user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Preview of the text' });
    const frame = await within(dialog).findByTitle('The text as laid out');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(within(dialog).queryByRole('heading', { name: 'Intro' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('The order has no layout: the text is shown as paragraphs.')).not.toBeInTheDocument();

    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('says when the order has no layout', async () => {
    backend.on('GET', PATH, () => ({ status: 200, body: { html: '<p>Teak</p>', hasLayout: false } })).install();
    const view = renderTestApp(<TextPreviewButton api={api} orderId={7} />);
    await view.user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The order has no layout: the text is shown as paragraphs.')).toBeInTheDocument();
    expect(screen.getByTitle('The text as laid out')).toHaveAttribute('srcdoc', '<p>Teak</p>');
  });

  it('shows why the preview failed, and no frame', async () => {
    backend.on('GET', PATH, () => ({ status: 403, body: errorBody(403, 'You may not read this order.') })).install();
    const view = renderTestApp(<TextPreviewButton api={api} orderId={7} />);
    await view.user.click(screen.getByRole('button', { name: 'Preview' }));
    const alert = await screen.findByText(/The preview could not be loaded\./);
    expect(alert).toHaveTextContent('You may not read this order.');
    expect(screen.queryByTitle('The text as laid out')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when there is no text yet', async () => {
    backend.on('GET', PATH, () => ({ status: 404, body: errorBody(404, 'No text') })).install();
    const view = renderTestApp(<TextPreviewButton api={api} orderId={7} />);
    await view.user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('There is no saved text to preview yet.')).toBeInTheDocument();
  });
});
