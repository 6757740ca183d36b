import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

const rotate = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const StyledSpinner = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
`;

export const StyledRing = styled.span<{ $size: 'sm' | 'lg' }>`
  display: block;
  width: ${({ theme, $size }) => ($size === 'lg' ? theme.sizes.spinnerLg : theme.sizes.spinner)};
  height: ${({ theme, $size }) => ($size === 'lg' ? theme.sizes.spinnerLg : theme.sizes.spinner)};
  border: ${({ theme }) => theme.borderWidths.thick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  animation: ${rotate} ${({ theme }) => theme.transitions.spin};

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 0s;
  }
`;

export const StyledSpinnerLabel = styled.span`
  ${visuallyHidden}
`;
