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

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledScopes = styled.fieldset`
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

/** The secret is long and unbroken: it wraps anywhere rather than widening the dialog past a phone's screen. */
export const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[2]}px;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.mono};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
