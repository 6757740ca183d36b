import { screen, within } from '@testing-library/react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render';
import { AppHeader } from './app-header';
import { PageHeader } from './page-header';
import { PageLayout } from './page-layout';

describe('PageLayout', () => {
  it('arranges header, main content and footer as landmarks', () => {
    renderWithTheme(
      <PageLayout
        header={<AppHeader brand="Inkwell" nav={<a href="/content">Content</a>} right={<Button>Logout</Button>} />}
        footer="© Inkwell"
      >
        <PageHeader title="Content" actions={<Button>New order</Button>} />
      </PageLayout>,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Inkwell');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toContainElement(
      screen.getByRole('link', { name: 'Content' }),
    );
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Content' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'New order' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Inkwell');
  });

  it('leaves out the optional parts', () => {
    renderWithTheme(
      <PageLayout header={<AppHeader brand="Inkwell" />}>
        <PageHeader title="Billing" />
      </PageLayout>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the navigation in the app language', () => {
    renderWithTheme(<AppHeader brand="Inkwell" nav={<a href="/">Start</a>} navLabel="Hauptmenü" />);
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  });
});
