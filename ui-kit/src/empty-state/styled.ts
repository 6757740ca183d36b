import styled from 'styled-components';
import { space } from '../theme/theme';

export const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(6, 4)};
  text-align: center;
`;

export const StyledEmptyTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledEmptyHint = styled.p`
  max-width: ${({ theme }) => theme.sizes.modal};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledEmptyAction = styled.div`
  margin-top: ${space(2)};
`;
