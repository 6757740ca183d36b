import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledCountBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  padding: ${space(0, 1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.onBadge};
  background: ${({ theme }) => theme.colors.badge};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const StyledCountLabel = styled.span`
  ${visuallyHidden}
`;
