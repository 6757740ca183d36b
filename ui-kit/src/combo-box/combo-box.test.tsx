import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { ComboBox, type ComboBoxOption } from './combo-box';

const clients: ComboBoxOption[] = [
  { value: '23', label: 'Teak & Co. KG', description: 'billing@teak.example' },
  { value: '24', label: 'Oak Ltd', description: 'hello@oak.example' },
  { value: '25', label: 'Oakley Press' },
];

/** A parent that keeps the value and filters by the typed text, as the apps do; the spies record every call. */
function Harness({
  initial = null,
  loading = false,
  onChange,
  onInputChange,
}: {
  initial?: ComboBoxOption | null;
  loading?: boolean;
  onChange: (option: ComboBoxOption | null) => void;
  onInputChange: (text: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [search, setSearch] = useState('');
  const options = clients.filter((client) => client.label.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <div onKeyDown={(event) => event.key === 'Escape' && outerEscape()}>
      <ComboBox
        label="Client"
        options={options}
        value={value}
        loading={loading}
        loadingText="Searching…"
        clearLabel="Clear client"
        onInputChange={(text) => {
          setSearch(text);
          onInputChange(text);
        }}
        onChange={(option) => {
          setValue(option);
          onChange(option);
        }}
      />
      <button type="button">Outside</button>
    </div>
  );
}

const outerEscape = jest.fn();

const setup = (props: { initial?: ComboBoxOption | null; loading?: boolean } = {}) => {
  const onChange = jest.fn();
  const onInputChange = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness {...props} onChange={onChange} onInputChange={onInputChange} />);
  const input = screen.getByRole('combobox', { name: 'Client' });
  const optionNames = () => within(screen.getByRole('listbox', { name: 'Client' })).getAllByRole('option').map((option) => option.textContent);
  return { user, onChange, onInputChange, input, optionNames };
};

beforeEach(() => outerEscape.mockClear());

describe('ComboBox', () => {
  it('is a closed combobox until something is typed, then lists the options it is given', async () => {
    const { user, input, onInputChange, optionNames } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'oak');
    expect(onInputChange).toHaveBeenLastCalledWith('oak');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(optionNames()).toEqual(['Oak Ltd hello@oak.example', 'Oakley Press']);
    expect(screen.queryByRole('option', { name: /Teak/ })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No elements found.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows the loading text instead of options while loading', async () => {
    const { user, input } = setup({ loading: true });
    await user.type(input, 'oak');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('picks an option by click, shows its label and closes', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'teak');
    await user.click(screen.getByRole('option', { name: /Teak & Co\. KG/ }));
    expect(onChange).toHaveBeenLastCalledWith(clients[0]);
    expect(input).toHaveValue('Teak & Co. KG');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows move the active option (wrapping), Enter picks, Escape closes', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.keyboard('oak');
    await user.keyboard('{ArrowDown}');
    const [oak, oakley] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', oak.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', oakley.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', oak.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', oakley.id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(clients[2]);
    expect(input).toHaveValue('Oakley Press');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    // Typing again and escaping keeps the picked client and its label, without closing a surrounding popover.
    await user.clear(input);
    await user.keyboard('tea');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Oakley Press');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(outerEscape).not.toHaveBeenCalled();

    // ArrowDown reopens the list for the text there.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Oakley Press' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the pick and restores its label when focus leaves with other text typed', async () => {
    const { user, input, onChange } = setup({ initial: clients[1] });
    expect(input).toHaveValue('Oak Ltd');
    await user.clear(input);
    await user.type(input, 'tea');
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Oak Ltd');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears with its clear button, or when its text is emptied and focus leaves', async () => {
    const { user, input, onChange, onInputChange } = setup({ initial: clients[0] });
    await user.click(screen.getByRole('button', { name: 'Clear client' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onInputChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear client' })).not.toBeInTheDocument();

    await user.type(input, 'oak{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(clients[1]);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('shows a label that arrives later, e.g. a preselected value loaded after the first render', () => {
    const { rerender } = renderWithTheme(<ComboBox label="Client" options={[]} value={null} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox')).toHaveValue('');
    rerender(<ComboBox label="Client" options={[]} value={clients[1]} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox')).toHaveValue('Oak Ltd');
  });
});
