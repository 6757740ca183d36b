import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ComboBox, type ComboBoxOption, type ComboBoxProps } from './combo-box';

type ComboBoxStoryProps = Omit<ComboBoxProps, 'onChange' | 'options'> & {
  clients: ComboBoxOption[];
  onChange?: (option: ComboBoxOption | null) => void;
};

/** Keeps the picked option and filters the clients by what was typed, as an app's search would. */
function SearchingComboBox({ clients, value, onChange, onInputChange, ...args }: ComboBoxStoryProps) {
  const [current, setCurrent] = useState(value);
  const [search, setSearch] = useState('');
  const query = search.trim().toLowerCase();
  const options = clients.filter((client) => `${client.label} ${client.description ?? ''}`.toLowerCase().includes(query));
  return (
    <ComboBox
      {...args}
      value={current}
      options={options}
      onInputChange={(text) => {
        setSearch(text);
        onInputChange?.(text);
      }}
      onChange={(option) => {
        setCurrent(option);
        onChange?.(option);
      }}
    />
  );
}

const clients: ComboBoxOption[] = [
  { value: '23', label: 'Teak & Co. KG', description: 'billing@teak.example' },
  { value: '24', label: 'Oak Ltd', description: 'hello@oak.example' },
  { value: '25', label: 'Maple Media GmbH', description: 'office@maple.example' },
  { value: '26', label: 'Anna Birch', description: 'anna@birch.example' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: SearchingComboBox,
  args: {
    label: 'Client',
    placeholder: 'Name, company or e-mail',
    loadingText: 'Searching…',
    noOptionsText: 'No elements found.',
    clearLabel: 'Clear client',
    loading: false,
    invalid: false,
    disabled: false,
    value: null,
    clients,
  },
  argTypes: { onChange: { action: 'changed' }, onInputChange: { action: 'typed' } },
} satisfies Meta<typeof SearchingComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A page opened with a client already chosen. */
export const Preselected: Story = { args: { value: clients[1] } };

export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true, value: clients[0] } };
