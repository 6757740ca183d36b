import type { ReactNode } from 'react';
import { StyledAppHeader, StyledBrand, StyledHeaderRight, StyledNav } from './styled';

export interface AppHeaderProps {
  brand: ReactNode;
  nav?: ReactNode;
  right?: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
}

export function AppHeader({ brand, nav, right, navLabel = 'Main' }: AppHeaderProps) {
  return (
    <StyledAppHeader>
      <StyledBrand>{brand}</StyledBrand>
      {nav && <StyledNav aria-label={navLabel}>{nav}</StyledNav>}
      {right && <StyledHeaderRight>{right}</StyledHeaderRight>}
    </StyledAppHeader>
  );
}
