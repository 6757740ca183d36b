import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space, type Theme } from '../theme/theme';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertVariant, (theme: Theme) => { accent: string; background: string }> = {
  info: (theme) => ({ accent: theme.colors.info, background: theme.colors.infoSubtle }),
  success: (theme) => ({ accent: theme.colors.success, background: theme.colors.successSubtle }),
  warning: (theme) => ({ accent: theme.colors.warning, background: theme.colors.warningSubtle }),
  danger: (theme) => ({ accent: theme.colors.danger, background: theme.colors.dangerSubtle }),
};

export const StyledAlert = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(3)};
  padding: ${space(3, 4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $variant }) => tones[$variant](theme).background};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space[1]}px solid ${({ theme, $variant }) => tones[$variant](theme).accent};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledAlertBody = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledCloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  margin: -${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
