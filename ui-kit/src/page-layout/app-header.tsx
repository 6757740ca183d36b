import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { StyledAppHeader, StyledBrand, StyledHeaderRight, StyledMenuButton, StyledNav } from './styled';

export interface AppHeaderProps {
  brand: ReactNode;
  nav?: ReactNode;
  right?: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Accessible name of the button that opens the navigation on a narrow screen. */
  menuLabel?: string;
}

/**
 * The app's header. On a narrow screen the navigation folds behind a menu button (a disclosure: the button says
 * whether it is open), because a row of links either overflows a phone or hides most of them off screen.
 */
export function AppHeader({ brand, nav, right, navLabel = 'Main', menuLabel = 'Menu' }: AppHeaderProps) {
  const navId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // A click anywhere else closes the menu, as a native menu would.
    const closeOutside = (event: globalThis.MouseEvent) => {
      const header = buttonRef.current?.closest('header');
      if (header && !header.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  // Choosing a link (or a menu entry that navigates) ends the visit to the menu.
  const closeOnChoice = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, [role="menuitem"]')) setOpen(false);
  };

  return (
    <StyledAppHeader onKeyDown={closeOnEscape}>
      <StyledBrand>{brand}</StyledBrand>
      {nav && (
        <>
          <StyledMenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">☰</span>
            {menuLabel}
          </StyledMenuButton>
          <StyledNav id={navId} aria-label={navLabel} $open={open} onClick={closeOnChoice}>
            {nav}
          </StyledNav>
        </>
      )}
      {right && <StyledHeaderRight>{right}</StyledHeaderRight>}
    </StyledAppHeader>
  );
}
