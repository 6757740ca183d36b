import styled from 'styled-components';

/** The sidebar beside the cards and table; on a narrow screen (390 px) it stacks above them. */
export const StyledDashboard = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;

  aside {
    display: grid;
    gap: ${({ theme }) => theme.space[4]}px;
    align-content: start;
  }

  @media (min-width: 960px) {
    grid-template-columns: minmax(14rem, 1fr) minmax(0, 3fr);
  }
`;

export const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.sizes.menu} * 1.25), 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  /* A long e-mail address breaks inside its card instead of widening a 390 px screen. */
  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const StyledSummaryCard = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledSummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledSummaryList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]}px;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A summary list's room while its figures load: as many lines, and the gaps between them, as it will show. */
export const StyledSummaryPending = styled.div<{ $rows: number }>`
  display: grid;
  place-items: center;
  min-height: ${({ theme, $rows }) => `calc(${$rows} * ${theme.lineHeights.normal}em + ${($rows - 1) * theme.space[2]}px)`};
`;

export const StyledSectionTitle = styled.h2`
  margin: ${({ theme }) => `${theme.space[5]}px 0 ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledCardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledToolList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledBetaBadge = styled.span`
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `0 ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: ${({ theme }) => theme.radius.pill};
`;
