import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@inkwell/ui-kit';
import { StyledFilterPanel, StyledFilterPopover } from './styled';

interface FilterPanelProps {
  /** how many filters are set, shown on the toggle while the panel is closed */
  activeCount: number;
  children: ReactNode;
}

/**
 * The filters of a table behind a "Filters" toggle next to its search, so a dozen controls do not push the
 * rows down; Escape or a click elsewhere closes the panel, the filters stay applied.
 */
export function FilterPanel({ activeCount, children }: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <StyledFilterPanel ref={wrapperRef}>
      <Button
        ref={toggleRef}
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {activeCount > 0 ? t('filters.toggleActive', { count: activeCount }) : t('filters.toggle')}
      </Button>
      {open && (
        <StyledFilterPopover id={panelId} role="group" aria-label={t('filters.title')} onKeyDown={closeOnEscape}>
          {children}
        </StyledFilterPopover>
      )}
    </StyledFilterPanel>
  );
}
