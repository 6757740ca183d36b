import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { MultiSelect, type MultiSelectOption } from './multi-select';

const languages: MultiSelectOption[] = [
  { value: 'de-DE', label: 'German - Germany', group: 'German' },
  { value: 'en-GB', label: 'English - United Kingdom', group: 'English' },
  { value: 'de-AT', label: 'German - Austria', group: 'German' },
  { value: 'en-US', label: 'English - US', group: 'English' },
  { value: 'xx', label: 'Other' },
];

/** A parent that keeps the value, as the apps do; `onChange` records every payload. */
function Harness({ initial = [], onChange }: { initial?: string[]; onChange: (values: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelect
        label="Language"
        placeholder="Any"
        options={languages}
        value={value}
        onChange={(values) => {
          setValue(values);
          onChange(values);
        }}
      />
      <p>Outside</p>
    </>
  );
}

const setup = (initial?: string[]) => {
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness initial={initial} onChange={onChange} />);
  // named by its label and the summary it shows
  const trigger = screen.getByRole('button', { name: /^Language / });
  const open = async () => {
    await user.click(trigger);
    return within(screen.getByRole('dialog', { name: 'Language' }));
  };
  return { user, onChange, trigger, open };
};

describe('MultiSelect', () => {
  it('opens a popover from its trigger with the search focused and the options under their groups', async () => {
    const { trigger, open } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAccessibleName('Language Any');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const popover = await open();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(popover.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    const german = within(popover.getByRole('group', { name: 'German' }));
    expect(german.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'German - Germany',
      'German - Austria',
    ]);
    expect(within(popover.getByRole('group', { name: 'English' })).getAllByRole('checkbox')).toHaveLength(2);
    // Groups keep the place of their first option; an option without a group has no heading.
    expect(popover.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'German',
      'German - Germany',
      'German - Austria',
      'English',
      'English - United Kingdom',
      'English - US',
      'Other',
    ]);
  });

  it('narrows the options by label, ignoring case, and says when nothing matches', async () => {
    const { user, open } = setup();
    const popover = await open();
    await user.type(popover.getByRole('searchbox'), 'KINGDOM');
    expect(popover.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'English',
      'English - United Kingdom',
    ]);
    await user.clear(popover.getByRole('searchbox'));
    await user.type(popover.getByRole('searchbox'), 'austria');
    expect(popover.getByRole('checkbox', { name: 'German - Austria' })).toBeInTheDocument();
    expect(popover.queryByRole('checkbox', { name: 'German - Germany' })).not.toBeInTheDocument();
    await user.type(popover.getByRole('searchbox'), 'x');
    expect(popover.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(popover.getByRole('status')).toHaveTextContent('No elements found.');
  });

  it('adds and removes single options, summarising the selection on the trigger', async () => {
    const { user, onChange, trigger, open } = setup();
    const popover = await open();
    await user.click(popover.getByRole('checkbox', { name: 'German - Austria' }));
    expect(onChange).toHaveBeenLastCalledWith(['de-AT']);
    expect(trigger).toHaveAccessibleName('Language German - Austria');
    await user.click(popover.getByRole('checkbox', { name: 'English - US' }));
    expect(onChange).toHaveBeenLastCalledWith(['de-AT', 'en-US']);
    expect(trigger).toHaveAccessibleName('Language 2 selected');
    await user.click(popover.getByRole('checkbox', { name: 'German - Austria' }));
    expect(onChange).toHaveBeenLastCalledWith(['en-US']);
    expect(popover.getByRole('checkbox', { name: 'English - US' })).toBeChecked();
  });

  it('selects and deselects a whole group from its heading, which is mixed while the group is partly picked', async () => {
    const { user, onChange, open } = setup(['en-GB']);
    const popover = await open();
    const german = popover.getByRole('checkbox', { name: 'German' });
    const english = popover.getByRole('checkbox', { name: 'English' });
    expect(german).not.toBeChecked();
    expect(german).not.toBePartiallyChecked();
    expect(english).toBePartiallyChecked();

    await user.click(german);
    expect(onChange).toHaveBeenLastCalledWith(['en-GB', 'de-DE', 'de-AT']);
    expect(german).toBeChecked();
    expect(german).not.toBePartiallyChecked();

    await user.click(english);
    expect(onChange).toHaveBeenLastCalledWith(['en-GB', 'de-DE', 'de-AT', 'en-US']);
    expect(english).toBeChecked();

    await user.click(german);
    expect(onChange).toHaveBeenLastCalledWith(['en-GB', 'en-US']);
    expect(popover.getByRole('checkbox', { name: 'German - Germany' })).not.toBeChecked();
  });

  it('picks only the options of a group that the search left visible', async () => {
    const { user, onChange, open } = setup();
    const popover = await open();
    await user.type(popover.getByRole('searchbox'), 'Germany');
    await user.click(popover.getByRole('checkbox', { name: 'German' }));
    expect(onChange).toHaveBeenLastCalledWith(['de-DE']);
  });

  it('clears the selection', async () => {
    const { user, onChange, trigger, open } = setup(['de-DE', 'en-US']);
    expect(trigger).toHaveAccessibleName('Language 2 selected');
    const popover = await open();
    await user.click(popover.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(popover.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(trigger).toHaveAccessibleName('Language Any');
  });

  it('works from the keyboard: Tab moves through, Space toggles, Escape closes and returns focus', async () => {
    const { user, onChange, trigger } = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'German' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'German - Germany' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['de-DE']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Escape from reaching a surrounding popover', async () => {
    const onOuterKeyDown = jest.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <div onKeyDown={(event) => onOuterKeyDown(event.key)}>
        <MultiSelect label="Language" options={languages} value={[]} onChange={jest.fn()} />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Language Select' }));
    await user.keyboard('{Escape}');
    expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');
  });

  it('closes on a click outside and when focus leaves it', async () => {
    const { user, open, trigger } = setup();
    await open();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await open();
    await user.tab({ shift: true });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgets the search when it closes', async () => {
    const { user, open } = setup();
    let popover = await open();
    await user.type(popover.getByRole('searchbox'), 'US');
    await user.keyboard('{Escape}');
    popover = await open();
    expect(popover.getByRole('searchbox')).toHaveValue('');
    expect(popover.getAllByRole('checkbox')).toHaveLength(7);
  });

  it('cannot open while disabled and shows the invalid state', () => {
    renderWithTheme(<MultiSelect label="Language" options={languages} value={[]} onChange={jest.fn()} disabled invalid />);
    const trigger = screen.getByRole('button', { name: 'Language Select' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleName('Language Select');
  });

  it('uses its own texts', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <MultiSelect
        label="Sprache"
        options={[]}
        value={['de-DE', 'en-GB', 'fr-FR']}
        onChange={jest.fn()}
        searchPlaceholder="Suchen"
        noOptionsText="Keine Einträge."
        selectedText={(count) => `${count} ausgewählt`}
        clearLabel="Leeren"
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Sprache 3 ausgewählt' });
    expect(trigger).toHaveAccessibleName('Sprache 3 ausgewählt');
    await user.click(trigger);
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveAttribute('placeholder', 'Suchen');
    expect(screen.getByRole('status')).toHaveTextContent('Keine Einträge.');
    expect(screen.getByRole('button', { name: 'Leeren' })).toBeInTheDocument();
  });
});
