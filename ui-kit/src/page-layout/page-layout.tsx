import type { ReactNode } from 'react';
import { StyledFooter, StyledMain, StyledPage } from './styled';

export interface PageLayoutProps {
  /** Usually an `AppHeader`. */
  header: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

export function PageLayout({ header, children, footer }: PageLayoutProps) {
  return (
    <StyledPage>
      {header}
      <StyledMain>{children}</StyledMain>
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </StyledPage>
  );
}
