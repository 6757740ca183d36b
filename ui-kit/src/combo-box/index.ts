export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './combo-box';
