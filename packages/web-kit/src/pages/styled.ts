import styled from 'styled-components';

export const StyledAuthPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};
  background: ${({ theme }) => theme.colors.background};
`;

export const StyledAuthTopBar = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.sizes.reading : theme.sizes.modal)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledAuthCard = styled.main<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? theme.sizes.reading : theme.sizes.modal)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledAuthTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledAuthText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledAuthFooter = styled.footer`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A legal document's sections: headings and paragraphs at a comfortable reading measure. */
export const StyledLegalText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};

  h2 {
    margin-top: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
