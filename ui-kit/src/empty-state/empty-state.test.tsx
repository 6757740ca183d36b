import { screen } from '@testing-library/react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the title, hint and action', () => {
    renderWithTheme(
      <EmptyState
        title="Let's create your first project"
        hint="Projects group your orders."
        action={<Button>New order</Button>}
      />,
    );
    expect(screen.getByText("Let's create your first project")).toBeInTheDocument();
    expect(screen.getByText('Projects group your orders.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New order' })).toBeInTheDocument();
  });

  it('shows only the title when nothing else is given', () => {
    const { container } = renderWithTheme(<EmptyState title="Nothing here" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
