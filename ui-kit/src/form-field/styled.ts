import styled from 'styled-components';
import { space } from '../theme/theme';

export const StyledFormField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin-bottom: ${space(4)};
`;

export const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledRequiredMark = styled.span`
  margin-left: ${space(1)};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
