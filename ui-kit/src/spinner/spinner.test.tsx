import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    renderWithTheme(<Spinner label="Loading orders" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
  });

  it('says Loading by default', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
