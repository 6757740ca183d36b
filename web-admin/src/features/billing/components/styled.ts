import styled from 'styled-components';

/** A billing table's filters side by side, each as wide as a menu. */
export const StyledFilterRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  width: 100%;
`;

export const StyledFilterReset = styled.div`
  display: flex;
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space[5]}px;
`;

export const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
