import styled from 'styled-components';
import type { Theme } from '@inkwell/ui-kit';

export type BadgeTone = 'info' | 'progress' | 'success' | 'danger' | 'neutral';

const tones: Record<BadgeTone, (theme: Theme) => { color: string; background: string }> = {
  info: (theme) => ({ color: theme.colors.info, background: theme.colors.infoSubtle }),
  progress: (theme) => ({ color: theme.colors.warning, background: theme.colors.warningSubtle }),
  success: (theme) => ({ color: theme.colors.success, background: theme.colors.successSubtle }),
  danger: (theme) => ({ color: theme.colors.danger, background: theme.colors.dangerSubtle }),
  neutral: (theme) => ({ color: theme.colors.textMuted, background: theme.colors.surfaceMuted }),
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  color: ${({ theme, $tone }) => tones[$tone](theme).color};
  background: ${({ theme, $tone }) => tones[$tone](theme).background};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/** A billing table's filters side by side, each as wide as a menu. */
export const StyledFilterRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: start;
  width: 100%;
`;

export const StyledFilterReset = styled.div`
  display: flex;
  align-items: flex-end;
  padding-top: ${({ theme }) => theme.space[5]}px;
`;

export const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
