import styled from 'styled-components';

export const StyledRangeForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
  margin: ${({ theme }) => theme.space[4]}px 0;

  & > * {
    min-width: 140px;
  }
`;

export const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The chart's height: its plot (statistics-charts.tsx) and the legend's line below it. */
const CHART_HEIGHT = 280;
export const CHART_PLOT_HEIGHT = 248;

export const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

export const StyledSwatch = styled.span<{ $colour: string }>`
  width: ${({ theme }) => theme.space[3]}px;
  height: ${({ theme }) => theme.space[3]}px;
  background: ${({ $colour }) => $colour};
`;

export const StyledChart = styled.div`
  margin: ${({ theme }) => theme.space[4]}px 0;
  min-height: ${CHART_HEIGHT}px;
`;

/** While the figures load, the room of the note and the chart they open with: the order lists below stay put. */
export const StyledPending = styled.div`
  display: grid;
  place-items: center;
  min-height: calc(${CHART_HEIGHT}px + ${({ theme }) => theme.space[4] * 2}px + 2 * ${({ theme }) => theme.lineHeights.normal}em);
`;

/** Wide tables scroll inside their card on a narrow screen instead of widening the page. */
export const StyledTableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-top: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
    text-align: left;
    white-space: nowrap;
  }

  th[data-numeric='true'],
  td[data-numeric='true'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-top-width: ${({ theme }) => theme.borderWidths.thick};
  }
`;
