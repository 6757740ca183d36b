import styled from 'styled-components';
import { space } from '../theme/theme';

export const StyledToastStack = styled.div`
  position: fixed;
  /* below the app header, so a toast never hides its menus (the balance, the user menu) */
  top: calc(${({ theme }) => theme.sizes.header} + ${space(2)});
  right: ${space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: ${({ theme }) => theme.sizes.toast};
  max-width: calc(100vw - ${({ theme }) => theme.space[4] * 2}px);
  pointer-events: none;
`;

export const StyledToast = styled.div`
  pointer-events: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surface};
`;
