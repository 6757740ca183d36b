import styled from 'styled-components';

export const StyledTabCount = styled.span`
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
`;
