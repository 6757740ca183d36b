import styled from 'styled-components';

export const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
