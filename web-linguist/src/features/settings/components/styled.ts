import styled from 'styled-components';

export const StyledLanguageRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  list-style: none;
`;

export const StyledLanguageName = styled.span`
  flex: 1 1 ${({ theme }) => theme.sizes.menu};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
