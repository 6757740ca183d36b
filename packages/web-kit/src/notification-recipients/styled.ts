import styled from 'styled-components';

export const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledEvents = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
