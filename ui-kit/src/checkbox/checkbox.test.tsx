import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Include proofreading" onChange={onChange} />);
    await userEvent.click(screen.getByText('Include proofreading'));
    expect(screen.getByRole('checkbox', { name: 'Include proofreading' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('cannot be toggled when disabled', async () => {
    renderWithTheme(<Checkbox label="Include proofreading" disabled />);
    await userEvent.click(screen.getByText('Include proofreading'));
    const checkbox = screen.getByRole('checkbox', { name: 'Include proofreading' });
    expect(checkbox).toBeDisabled();
    expect(checkbox).not.toBeChecked();
  });

  it('follows a controlled checked value', () => {
    renderWithTheme(<Checkbox label="Bookmarked" checked readOnly />);
    expect(screen.getByRole('checkbox', { name: 'Bookmarked' })).toBeChecked();
  });
});
