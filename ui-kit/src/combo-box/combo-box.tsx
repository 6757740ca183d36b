import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import {
  StyledClearButton,
  StyledComboBox,
  StyledInput,
  StyledListbox,
  StyledMessage,
  StyledOption,
  StyledOptionDescription,
  StyledPopup,
} from './styled';

export interface ComboBoxOption {
  value: string;
  label: string;
  /** A second, muted line (e.g. an e-mail address); part of the option's accessible name. */
  description?: string;
}

export interface ComboBoxProps {
  /** The options for the current text, as the parent found them (the box itself does not filter). */
  options: ComboBoxOption[];
  value: ComboBoxOption | null;
  /** Called with the picked option, or `null` when cleared. */
  onChange: (option: ComboBoxOption | null) => void;
  /**
   * The text to search for (the parent searches and debounces): on every keystroke, on clear, and when the arrow
   * keys reopen the list on a label the parent has not searched for yet.
   */
  onInputChange?: (text: string) => void;
  /** Accessible name of the input and of its listbox. */
  label: string;
  /** Id of the input, so a `<label htmlFor>` (FormField) points at it. */
  id?: string;
  /** The options are being searched: a loading message replaces them. */
  loading?: boolean;
  placeholder?: string;
  loadingText?: string;
  noOptionsText?: string;
  clearLabel?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * A text input that suggests options in a listbox (WAI-ARIA combobox, list autocomplete): typing opens the list,
 * the arrow keys move through it, Enter picks, Escape closes and restores the picked option's label.
 */
export function ComboBox({
  options,
  value,
  onChange,
  onInputChange,
  label,
  id,
  loading = false,
  placeholder,
  loadingText = 'Loading',
  noOptionsText = 'No elements found.',
  clearLabel = 'Clear',
  invalid = false,
  disabled = false,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
}: ComboBoxProps) {
  const selectedLabel = value?.label ?? '';
  const [text, setText] = useState(selectedLabel);
  // A label that arrives or changes from outside (loaded later, reset by the page) replaces the text.
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (selectedLabel !== shownLabel) {
    setShownLabel(selectedLabel);
    setText(selectedLabel);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The text the parent last searched for; a pick or a restored label is only searched when the list reopens.
  const reported = useRef('');
  const report = (next: string) => {
    reported.current = next;
    onInputChange?.(next);
  };

  const listed = open && !loading ? options : [];
  const activeIndex = active < listed.length ? active : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (activeIndex < 0) return;
    // jsdom has no scrollIntoView.
    document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  /** Leaving the box keeps the picked option; a text emptied by hand clears it. */
  const settle = () => {
    close();
    if (text.trim() === '' && value) onChange(null);
    else setText(selectedLabel);
  };

  const pick = (option: ComboBoxOption) => {
    setText(option.label);
    close();
    onChange(option);
  };

  const clear = () => {
    setText('');
    close();
    report('');
    if (value) onChange(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (text.trim() === '') return;
          if (reported.current !== text) report(text);
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        if (listed.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (activeIndex < 0) setActive(step > 0 ? 0 : listed.length - 1);
        else setActive((activeIndex + step + listed.length) % listed.length);
        return;
      }
      case 'Enter':
        if (!open) return;
        // Keeps a surrounding form from submitting while the list is open.
        event.preventDefault();
        if (activeIndex >= 0) pick(listed[activeIndex]);
        return;
      case 'Escape':
        if (!open) return;
        // Handled here so a surrounding popover or modal stays open.
        event.stopPropagation();
        settle();
        return;
      default:
    }
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapperRef.current?.contains(next)) settle();
  };

  const clearable = !disabled && (value !== null || text !== '');
  const message = loading ? loadingText : options.length === 0 ? noOptionsText : undefined;

  return (
    <StyledComboBox ref={wrapperRef} onBlur={closeWhenFocusLeaves}>
      <StyledInput
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        $clearable={clearable}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listed.length > 0 ? listboxId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || ariaInvalid === true || ariaInvalid === 'true' || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setActive(-1);
          setOpen(next.trim() !== '');
          report(next);
        }}
        onKeyDown={onKeyDown}
      />
      {clearable && (
        <StyledClearButton type="button" aria-label={clearLabel} title={clearLabel} onClick={clear}>
          ×
        </StyledClearButton>
      )}
      {open && (
        <StyledPopup>
          {message !== undefined && (
            <StyledMessage role="status" aria-live="polite">
              {message}
            </StyledMessage>
          )}
          {listed.length > 0 && (
            <StyledListbox id={listboxId} role="listbox" aria-label={label}>
              {listed.map((option, index) => (
                <StyledOption
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.value === value?.value}
                  $active={index === activeIndex}
                  // Keeps the focus in the input, so picking by mouse does not count as leaving the box.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option.label}
                  {/* A space between the lines, so the option's accessible name reads as two words. */}
                  {option.description && ' '}
                  {option.description && <StyledOptionDescription>{option.description}</StyledOptionDescription>}
                </StyledOption>
              ))}
            </StyledListbox>
          )}
        </StyledPopup>
      )}
    </StyledComboBox>
  );
}
