import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledDataTable = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export const StyledSearch = styled.div`
  flex: 0 1 ${({ theme }) => theme.sizes.searchBox};
  min-width: 0;
`;

export const StyledFilters = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export const StyledTableFrame = styled.div<{ $loading: boolean }>`
  position: relative;
  min-height: ${({ theme, $loading }) => ($loading ? theme.sizes.emptyArea : 'auto')};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

type Align = 'left' | 'center' | 'right';

export const StyledHeaderCell = styled.th<{ $width?: string; $align: Align }>`
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${space(2, 4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const StyledSortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: 0;
  font: inherit;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : 'inherit')};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledSortIndicator = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  opacity: ${({ theme, $active }) => ($active ? 1 : theme.opacities.disabled)};
`;

export const StyledRow = styled.tr`
  &:not(:last-child) td {
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }

  &:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const StyledCell = styled.td<{ $align: Align }>`
  padding: ${space(3, 4)};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

export const StyledOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.surface};
    opacity: ${({ theme }) => theme.opacities.loadingOverlay};
  }

  > * {
    position: relative;
  }
`;

export const StyledPagination = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledPageSize = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};

  select {
    width: auto;
    min-height: ${({ theme }) => theme.sizes.controlSm};
  }
`;

export const StyledPageButtons = styled.div`
  display: inline-flex;
  gap: ${space(1)};
`;

/** The live region that says a new sort or page; heard, not seen (the header's arrow and the range show it). */
export const StyledAnnouncement = styled.div`
  ${visuallyHidden}
`;
