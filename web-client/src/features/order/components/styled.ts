import styled from 'styled-components';

export const StyledOrderHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

export const StyledActionArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => `${theme.space[4]}px 0`};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledActionWithReason = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: calc(${({ theme }) => theme.sizes.menu} * 1.5);
`;

export const StyledReason = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledSection = styled.div`
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

export const StyledTextMeta = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The delivered text: plain text whose line breaks are the paragraphs. */
export const StyledDeliveredText = styled.article`
  padding: ${({ theme }) => theme.space[5]}px;
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const StyledRevisionList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledRevision = styled.li`
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    white-space: pre-wrap;
  }
`;

export const StyledRatingGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const StyledStars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const StyledStar = styled.label<{ $filled: boolean }>`
  position: relative;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.warning : theme.colors.borderStrong)};

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: 0;
    opacity: 0;
  }

  input:focus-visible + span {
    border-radius: ${({ theme }) => theme.radius.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledFieldError = styled.p`
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledStatisticsCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledStatisticsTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Four figures side by side, two per row on a phone. */
export const StyledStatisticsList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${({ theme }) => theme.sizes.menu} * 0.7)), 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

export const StyledStatisticsEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The calculator's answer in the deadline dialog: the deadline now, the new one and the price effect. */
export const StyledDeadlineQuote = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
