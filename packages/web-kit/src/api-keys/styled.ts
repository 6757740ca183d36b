import styled from 'styled-components';

export const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-content: space-between;
  align-items: center;
`;
