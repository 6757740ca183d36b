import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { languageGroup } from '../format';
import { MultiSelect, type MultiSelectProps } from './multi-select';

type MultiSelectStoryProps = Omit<MultiSelectProps, 'onChange'> & { onChange?: (values: string[]) => void };

/** Follows the `value` control, and also changes when options are picked in the canvas. */
function ControlledMultiSelect({ value, onChange, ...args }: MultiSelectStoryProps) {
  const [shownValue, setShownValue] = useState(value);
  const [current, setCurrent] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setCurrent(value);
  }
  return (
    <MultiSelect
      {...args}
      value={current}
      onChange={(values) => {
        setCurrent(values);
        onChange?.(values);
      }}
    />
  );
}

const languages = [
  { culture: 'de-DE', name: 'German - Germany' },
  { culture: 'de-AT', name: 'German - Austria' },
  { culture: 'de-CH', name: 'German - Switzerland' },
  { culture: 'en-GB', name: 'English - United Kingdom' },
  { culture: 'en-US', name: 'English - US' },
  { culture: 'fr-FR', name: 'French - France' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: ControlledMultiSelect,
  args: {
    label: 'Language',
    placeholder: 'Any',
    searchPlaceholder: 'Search',
    noOptionsText: 'No elements found.',
    clearLabel: 'Clear',
    invalid: false,
    disabled: false,
    value: ['de-DE'],
    // Spec §2: the language filter groups languages by the name part before ' - '.
    options: languages.map((language) => ({
      value: language.culture,
      label: language.name,
      group: languageGroup(language.name),
    })),
  },
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof ControlledMultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedLanguages: Story = {};

export const Ungrouped: Story = {
  args: {
    label: 'Service',
    value: [],
    options: [
      { value: 'copywriting', label: 'Copywriting' },
      { value: 'proofreading', label: 'Proofreading' },
      { value: 'translation', label: 'Translation' },
    ],
  },
};

export const Empty: Story = { args: { value: [], options: [] } };

export const Disabled: Story = { args: { disabled: true, value: ['de-DE', 'de-AT'] } };
