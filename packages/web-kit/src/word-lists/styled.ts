import styled from 'styled-components';

/** One language's words, one row each; a row wraps its buttons under the word on a narrow screen. */
export const StyledWordList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledWordRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;

  & + & {
    border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  }
`;

export const StyledWord = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The edit field takes the row's width, its buttons beside it or under it. */
export const StyledWordEdit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  flex: 1 1 ${({ theme }) => theme.sizes.menu};
  min-width: 0;
`;
