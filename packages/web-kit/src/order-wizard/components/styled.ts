import styled from 'styled-components';

export const StyledStepper = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => `0 0 ${theme.space[5]}px`};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const StyledStepItem = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.text)};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.primarySubtle : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const StyledStepNumber = styled.span<{ $state: 'done' | 'current' | 'next' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.onPrimary)};
  background: ${({ theme, $state }) => ($state === 'next' ? theme.colors.surfaceMuted : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const StyledStepCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledStepTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledSubPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledOrderFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  legend {
    padding: ${({ theme }) => `0 ${theme.space[1]}px`};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

export const StyledButtonGroup = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-left: auto;
`;

export const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledReviewTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
    text-align: left;
    vertical-align: top;
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }

  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: 0;
  }
`;
