export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown';
