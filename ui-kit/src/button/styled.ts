import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md';

interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variantStyles: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
    }
  `,
  secondary: (theme) => css`
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    border-color: ${theme.colors.borderStrong};

    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceMuted};
    }
  `,
  danger: (theme) => css`
    color: ${theme.colors.onPrimary};
    background: ${theme.colors.danger};
    border-color: ${theme.colors.danger};

    &:hover:not(:disabled) {
      background: ${theme.colors.dangerHover};
      border-color: ${theme.colors.dangerHover};
    }
  `,
  link: (theme) => css`
    color: ${theme.colors.primary};
    background: transparent;
    border-color: transparent;
    padding-left: 0;
    padding-right: 0;

    &:hover:not(:disabled) {
      color: ${theme.colors.primaryHover};
      text-decoration: underline;
    }
  `,
};

export const StyledButton = styled.button<StyledButtonProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.sizes.controlSm : theme.sizes.control)};
  padding: ${({ $size }) => ($size === 'sm' ? space(0, 2) : space(0, 4))};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  ${({ theme, $variant }) => variantStyles[$variant](theme)}

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacities.disabled};
  }
`;
