import styled from 'styled-components';

/** The period's two dates side by side, each as wide as a menu; stacked on a phone. */
export const StyledPeriod = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The settings' fields in two columns where there is room. */
export const StyledSettingsGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** Amounts right-aligned in tabular figures, so columns of money line up. */
export const StyledAmount = styled.span`
  display: block;
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const StyledFindings = styled.ul`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
