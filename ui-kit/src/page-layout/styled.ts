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

/*
 * The header scrolls away with the page rather than sticking: where its links wrap onto a second row it is tall,
 * and a sticky one would cover the tabs and fields just under it, for the pointer and for keyboard focus alike.
 * `relative` anchors the phone's navigation panel.
 */
export const StyledAppHeader = styled.header`
  position: relative;
  flex-wrap: wrap;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${space(5)};
  row-gap: 0;
  min-height: ${({ theme }) => theme.sizes.header};
  padding: ${space(0, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  @media ${({ theme }) => theme.media.narrow} {
    gap: ${space(2)};
  }
`;

export const StyledBrand = styled.div`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/*
 * On a wide screen the links take the rest of the brand's row while they fit there, and a row of their own below it
 * when they do not (a back office with ten sections next to a search box), wrapping within it: never a scrolling
 * strip, whose overflow would clip a menu opening from one of its entries.
 */
export const StyledNav = styled.nav<{ $open: boolean }>`
  display: flex;
  flex: 1 1 max-content;
  align-items: center;
  gap: ${space(4)};
  min-width: 0;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }

  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }

  /* On a phone the links fold into a panel under the header, one per row, opened by the menu button. */
  @media ${({ theme }) => theme.media.narrow} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    max-height: calc(100vh - ${({ theme }) => theme.sizes.header});
    overflow-y: auto;
    padding: ${space(2, 4)};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.md};

    ul {
      flex-direction: column;
      align-items: stretch;
      gap: ${space(1)};
    }
  }
`;

/** Shown only on a narrow screen, where it opens and closes the navigation. */
export const StyledMenuButton = styled.button`
  display: none;
  align-items: center;
  gap: ${space(2)};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${space(1, 3)};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  @media ${({ theme }) => theme.media.narrow} {
    display: inline-flex;
  }
`;

export const StyledHeaderRight = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-left: auto;
`;
