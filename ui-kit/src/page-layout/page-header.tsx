import type { ReactNode } from 'react';
import { StyledActions, StyledPageHeader, StyledPageTitle } from './styled';

export interface PageHeaderProps {
  title: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, actions }: PageHeaderProps) {
  return (
    <StyledPageHeader>
      <StyledPageTitle>{title}</StyledPageTitle>
      {actions && <StyledActions>{actions}</StyledActions>}
    </StyledPageHeader>
  );
}
