import styled from 'styled-components';
import { space } from '../theme/theme';

// Arrangements used only by stories that show several states side by side.

export const StyledStoryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export const StyledStoryStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  max-width: ${({ theme }) => theme.sizes.modal};
`;
