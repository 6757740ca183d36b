import styled from 'styled-components';

/** Filters above a table: a wrapping grid of small labelled controls. */
export const StyledFilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  width: 100%;
`;

export const StyledFilterActions = styled.div`
  display: flex;
  align-items: flex-end;
  padding-bottom: ${({ theme }) => theme.space[4]}px;
`;

export const StyledFilterPanel = styled.div`
  position: relative;
`;

export const StyledFilterPopover = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]}px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: calc(${({ theme }) => theme.sizes.menu} * 4);
  max-width: 90vw;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
