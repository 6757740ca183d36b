import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the number and lets screen readers hear what it counts', () => {
    const { container } = renderWithTheme(
      <button type="button">
        Mail <CountBadge count={3} label="3 unread messages" />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Mail 3 unread messages');
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^3$/);
  });

  it('caps a large count at max', () => {
    const { container } = renderWithTheme(<CountBadge count={250} max={99} label="250 unread messages" />);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('99+');
    expect(screen.getByText('250 unread messages')).toBeInTheDocument();
  });

  it('shows nothing for zero', () => {
    const { container } = renderWithTheme(<CountBadge count={0} label="No unread messages" />);
    expect(container).toBeEmptyDOMElement();
  });
});
