import styled from 'styled-components';

/** The instant quote's figures: label and amount on one row, amounts aligned to the right. */
export const StyledQuoteFigures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  /* The total closes the list in bold. */
  dt:last-of-type,
  dd:last-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
