import { screen, within } from '@testing-library/react';
import { buildClientMe } from '../testing/builders';
import { errorBody, FakeBackend } from '../testing/fake-backend';
import { buildTemplate } from '../testing/template-builders';
import { renderTestApp } from '../testing/test-app';
import { FetchedTemplate } from './fetched-template';
import { TemplatePreview } from './template-preview';

let backend: FakeBackend;
beforeEach(() => {
  backend = new FakeBackend({ role: 'client', user: buildClientMe(), loggedIn: true });
  backend.install();
});
afterEach(() => backend.uninstall());

const html =
  '<section data-section="Intro" data-section-type="fixed"><h2>Intro</h2><p>Name the <strong>kettle</strong>.</p></section>' +
  '<section data-section="Specs" data-section-type="optional"><table><tr><th>Weight</th><td></td></tr></table></section>';

describe('TemplatePreview', () => {
  it('shows the name over the rendered sections, as elements rather than markup text', () => {
    renderTestApp(<TemplatePreview template={buildTemplate({ name: 'Product page', html })} />);
    const preview = within(screen.getByRole('region', { name: 'Product page' }));
    expect(preview.getByRole('heading', { name: 'Intro' })).toBeInTheDocument();
    expect(preview.getByText('kettle').tagName).toBe('STRONG');
    expect(preview.getByRole('columnheader', { name: 'Weight' })).toBeInTheDocument();
    expect(preview.queryByText(/<section/)).not.toBeInTheDocument();
  });
});

describe('FetchedTemplate', () => {
  it('shows a spinner while loading', () => {
    renderTestApp(<FetchedTemplate result={{}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('says what went wrong when the read failed', () => {
    renderTestApp(<FetchedTemplate result={{ error: { status: 403, data: errorBody(403, 'You may not read this briefing.') } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You may not read this briefing.');
  });

  it('shows the preview once read', () => {
    renderTestApp(<FetchedTemplate result={{ data: buildTemplate({ name: 'Blog article', html }) }} />);
    expect(screen.getByRole('region', { name: 'Blog article' })).toHaveTextContent('Name the kettle.');
  });
});
