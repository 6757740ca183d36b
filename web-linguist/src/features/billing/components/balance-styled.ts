import styled from 'styled-components';

/** The four figures side by side where they fit, one under the other on a phone. */
export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
`;

export const StyledFigure = styled.div`
  padding: ${({ theme }) => theme.space[3]}px;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: ${({ theme }) => theme.space[1]}px 0 0;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]}px;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
