import styled from 'styled-components';

export const StyledAvatar = styled.span<{ $size: 'sm' | 'lg' }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'lg' ? '64px' : '32px')};
  height: ${({ $size }) => ($size === 'lg' ? '64px' : '32px')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.sm)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledLinguistName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  white-space: nowrap;
`;

export const StyledRelationBadge = styled.span<{ $relation: 'BOOKMARKED' | 'BLOCKED' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1] / 2}px ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $relation }) => ($relation === 'BLOCKED' ? theme.colors.dangerSubtle : theme.colors.successSubtle)};
  color: ${({ theme, $relation }) => ($relation === 'BLOCKED' ? theme.colors.danger : theme.colors.success)};
`;
