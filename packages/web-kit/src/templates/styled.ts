import styled from 'styled-components';

export const StyledTemplatePreview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledTemplateName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The rendered tree: sections set apart, so the writer sees where one ends. */
export const StyledTemplateHtml = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  section + section {
    margin-top: ${({ theme }) => theme.space[3]}px;
    padding-top: ${({ theme }) => theme.space[3]}px;
    border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }

  table {
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }
`;
