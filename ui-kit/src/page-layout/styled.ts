import styled from 'styled-components';
import { space } from '../theme/theme';

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

export const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin: 0 auto;
  padding: ${space(5, 4)};
`;

export const StyledFooter = styled.footer`
  padding: ${space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const StyledPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
`;

export const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledAppHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${space(5)};
  min-height: ${({ theme }) => theme.sizes.header};
  padding: ${space(0, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledBrand = styled.div`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledNav = styled.nav`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${space(4)};
  min-width: 0;
  overflow-x: auto;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }

  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledHeaderRight = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-left: auto;
`;
