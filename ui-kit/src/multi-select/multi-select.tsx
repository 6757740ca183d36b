import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  StyledClearButton,
  StyledFooter,
  StyledGroupOption,
  StyledGroupOptions,
  StyledMultiSelect,
  StyledNoOptions,
  StyledOption,
  StyledOptionList,
  StyledPopover,
  StyledSearch,
  StyledSummary,
  StyledTrigger,
} from './styled';

export interface MultiSelectOption {
  value: string;
  label: string;
  /** Options sharing a group are listed under its heading, whose checkbox picks them all. */
  group?: string;
}

export interface MultiSelectProps {
  options: MultiSelectOption[];
  value: string[];
  onChange: (values: string[]) => void;
  /** Accessible name of the popover; the trigger is named by it and the summary it shows ("Status All"). */
  label: string;
  /** Id of the trigger, so a `<label htmlFor>` (FormField) points at it. */
  id?: string;
  /** Shown while nothing is selected. */
  placeholder?: string;
  searchPlaceholder?: string;
  noOptionsText?: string;
  selectedText?: (count: number) => string;
  clearLabel?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

interface OptionSection {
  /** undefined for the options without a group, listed without a heading */
  group?: string;
  options: MultiSelectOption[];
}

/** The options in their order, each group gathered where its first option stands. */
function sectionsOf(options: MultiSelectOption[]): OptionSection[] {
  const sections: OptionSection[] = [];
  for (const option of options) {
    const section = option.group === undefined ? undefined : sections.find((each) => each.group === option.group);
    if (section) section.options.push(option);
    else sections.push({ group: option.group, options: [option] });
  }
  return sections;
}

const defaultSelectedText = (count: number) => `${count} selected`;

export function MultiSelect({
  options,
  value,
  onChange,
  label,
  id,
  placeholder = 'Select',
  searchPlaceholder = 'Search',
  noOptionsText = 'No elements found.',
  selectedText = defaultSelectedText,
  clearLabel = 'Clear',
  invalid = false,
  disabled = false,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const popoverId = useId();
  const summaryId = useId();
  const labelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    searchRef.current?.focus();
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  const selected = new Set(value);
  const query = search.trim().toLowerCase();
  const visible = options.filter((option) => option.label.toLowerCase().includes(query));
  const single = value.length === 1 ? options.find((option) => option.value === value[0]) : undefined;
  const summary = value.length === 0 ? placeholder : (single?.label ?? selectedText(value.length));

  const close = () => {
    setOpen(false);
    setSearch('');
  };

  const toggle = (optionValue: string) =>
    onChange(selected.has(optionValue) ? value.filter((each) => each !== optionValue) : [...value, optionValue]);

  // The heading works on the options the search left visible, so it never picks what the user cannot see.
  const toggleGroup = (groupOptions: MultiSelectOption[]) => {
    const groupValues = groupOptions.map((option) => option.value);
    if (groupValues.every((each) => selected.has(each))) onChange(value.filter((each) => !groupValues.includes(each)));
    else onChange([...value, ...groupValues.filter((each) => !selected.has(each))]);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here so a surrounding popover or modal stays open.
    event.stopPropagation();
    close();
    triggerRef.current?.focus();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapperRef.current?.contains(next)) close();
  };

  const renderOption = (option: MultiSelectOption) => (
    <li key={option.value}>
      <StyledOption label={option.label} checked={selected.has(option.value)} onChange={() => toggle(option.value)} />
    </li>
  );

  const renderSection = (section: OptionSection) => {
    if (section.group === undefined) return section.options.map(renderOption);
    const count = section.options.filter((option) => selected.has(option.value)).length;
    const partly = count > 0 && count < section.options.length;
    return (
      <li key={`group:${section.group}`}>
        <StyledGroupOption
          label={section.group}
          checked={count === section.options.length}
          ref={(node: HTMLInputElement | null) => {
            if (node) node.indeterminate = partly;
          }}
          onChange={() => toggleGroup(section.options)}
        />
        <StyledGroupOptions role="group" aria-label={section.group}>
          {section.options.map(renderOption)}
        </StyledGroupOptions>
      </li>
    );
  };

  return (
    <StyledMultiSelect ref={wrapperRef} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <span id={labelId} hidden>
        {label}
      </span>
      <StyledTrigger
        ref={triggerRef}
        id={id}
        type="button"
        disabled={disabled}
        // The name holds the summary the trigger shows, so a user who reads "All" can also say it (WCAG 2.5.3).
        aria-labelledby={`${labelId} ${summaryId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || ariaInvalid === true || ariaInvalid === 'true' || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <StyledSummary id={summaryId} $empty={value.length === 0}>
          {summary}
        </StyledSummary>
      </StyledTrigger>
      {open && (
        <StyledPopover id={popoverId} role="dialog" aria-label={label}>
          <StyledSearch
            ref={searchRef}
            type="search"
            value={search}
            placeholder={searchPlaceholder}
            aria-label={searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
          {visible.length === 0 ? (
            <StyledNoOptions role="status">{noOptionsText}</StyledNoOptions>
          ) : (
            <StyledOptionList>{sectionsOf(visible).map(renderSection)}</StyledOptionList>
          )}
          <StyledFooter>
            <StyledClearButton type="button" onClick={() => onChange([])}>
              {clearLabel}
            </StyledClearButton>
          </StyledFooter>
        </StyledPopover>
      )}
    </StyledMultiSelect>
  );
}
