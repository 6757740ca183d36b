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

/** The two or three filters of a billing table, side by side. */
export const StyledFilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: flex-end;
`;

/** The sum under the positions table. */
export const StyledTotal = styled.p`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
