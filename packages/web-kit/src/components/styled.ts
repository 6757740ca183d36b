import styled from 'styled-components';

export const StyledDetailsCard = styled.section`
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledDetailsTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledDetailsList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
`;

export const StyledDetailsRow = styled.div`
  display: grid;
  /* On a phone the label column gives up its width to the value, and a long value (an e-mail) breaks rather
     than widening the page. */
  grid-template-columns: minmax(min(${({ theme }) => theme.sizes.menu}, 40%), max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;
