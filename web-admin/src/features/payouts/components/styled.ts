import styled from 'styled-components';

/** The list's filters side by side, each as wide as a menu. */
export const StyledFilterRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  width: 100%;
`;

/** What is selected and what can be done with it, above the table; wraps on a phone. */
export const StyledSelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

export const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A checkbox's name for screen readers in a table whose column already says what the box does. */
export const StyledHiddenLabel = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
