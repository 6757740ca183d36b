import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { StyledCaret, StyledDropdown, StyledMenu, StyledMenuItem, StyledTrigger } from './styled';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
}

export interface DropdownProps {
  /** Content of the trigger button, e.g. the user's name. */
  trigger: ReactNode;
  items: DropdownItem[];
  align?: 'left' | 'right';
  /** Accessible name of the trigger. */
  label: string;
}

export function Dropdown({ trigger, items, align = 'left', label }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusItem = (index: number) => {
    const count = items.length;
    if (count > 0) itemRefs.current[(index + count) % count]?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    itemRefs.current[0]?.focus();
    const closeOnOutsidePress = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsidePress);
    return () => document.removeEventListener('mousedown', closeOnOutsidePress);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const openOnArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const navigateMenu = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        // Handled here so a surrounding modal does not close together with the menu.
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <StyledDropdown ref={wrapperRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={openOnArrow}
      >
        {trigger}
        <StyledCaret aria-hidden="true" />
      </StyledTrigger>
      {open && (
        <StyledMenu id={menuId} role="menu" aria-label={label} $align={align} onKeyDown={navigateMenu}>
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <StyledMenuItem
                ref={(node) => {
                  itemRefs.current[index] = node;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </StyledMenuItem>
            </li>
          ))}
        </StyledMenu>
      )}
    </StyledDropdown>
  );
}
