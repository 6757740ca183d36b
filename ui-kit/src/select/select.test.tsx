import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Select } from './select';

const options = [
  { value: 'simple', label: 'Junior' },
  { value: 'good', label: 'Linguist' },
  { value: 'excellent', label: 'Technical expert', disabled: true },
];

describe('Select', () => {
  it('lists the options after an empty "any" option carrying the prompt', () => {
    renderWithTheme(<Select aria-label="Level" options={options} placeholder="Any level" />);
    const labels = within(screen.getByRole('combobox', { name: 'Level' }))
      .getAllByRole('option')
      .map((option) => [option.textContent, (option as HTMLOptionElement).value]);
    expect(labels).toEqual([
      ['Any level', ''],
      ['Junior', 'simple'],
      ['Linguist', 'good'],
      ['Technical expert', 'excellent'],
    ]);
  });

  it('offers only the given options when there is no prompt', () => {
    renderWithTheme(<Select aria-label="Level" options={options} />);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('disables the options marked disabled', () => {
    renderWithTheme(<Select aria-label="Level" options={options} />);
    expect(screen.getByRole('option', { name: 'Technical expert' })).toBeDisabled();
  });

  it('reports the chosen value', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Select aria-label="Level" options={options} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'good');
    expect(onChange.mock.calls[0][0].target.value).toBe('good');
  });

  it('marks an invalid choice', () => {
    renderWithTheme(<Select aria-label="Level" options={options} invalid />);
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveAttribute('aria-invalid', 'true');
  });
});
