import styled from 'styled-components';

/** The two or three filters of a billing table, side by side. */
export const StyledFilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
`;

/** The sum under the positions table. */
export const StyledTotal = styled.p`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
