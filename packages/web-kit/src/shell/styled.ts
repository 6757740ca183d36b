import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';

export const StyledBrandLink = styled(NavLink)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

export const StyledNavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  /* Lines a menu's button up with the links beside it. */
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A header link; the navigation marks the current page's link with the class `active` and aria-current. */
export const StyledNavLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[2]}px 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  border-bottom: ${({ theme }) => theme.borderWidths.thick} solid transparent;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &.active {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The header's right-hand tools; on a phone they wrap onto a second row instead of pushing the user menu off screen. */
export const StyledHeaderTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[1]}px 0;
`;

/** The footer's line of links; it wraps on a phone instead of widening the page. */
export const StyledFooterLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;

  a {
    color: inherit;
  }
`;
