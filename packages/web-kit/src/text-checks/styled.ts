import styled from 'styled-components';

export const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

export const StyledPanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  justify-content: space-between;
`;

export const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledMuted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledFigure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

export const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItem = styled.li`
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

/** A quoted passage of the text. */
export const StyledPassage = styled.blockquote`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding-left: ${({ theme }) => theme.space[3]}px;
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  white-space: pre-wrap;
`;

export const StyledLabel = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledHistory = styled.details`
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space[2]}px 0;
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The rendered text: a sandboxed frame, so the text's HTML never joins the app's document. */
export const StyledPreviewFrame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 420px;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;
