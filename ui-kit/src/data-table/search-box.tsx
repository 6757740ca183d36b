import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '../text-field/text-field';
import { SEARCH_DEBOUNCE_MS } from './types';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}

/** Keeps what the user types locally and reports it once typing pauses. */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // A value the parent set itself (e.g. "reset filters") replaces the draft and cancels a pending report;
  // the echo of our own report must not, or it would overwrite what was typed since.
  useEffect(() => {
    if (value === lastSent.current) return;
    clearTimeout(timer.current);
    lastSent.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next === lastSent.current) return;
    lastSent.current = next;
    onChangeRef.current(next);
  };

  const reportOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') report(draft);
  };

  return (
    <TextField
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={draft}
      onKeyDown={reportOnEnter}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => report(next), SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}
