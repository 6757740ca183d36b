import styled, { type DefaultTheme } from 'styled-components';
import type { StatusBarStatus } from './status-bar-segments';

/** Each status's colour in the bar, and in a legend beside it. */
export const statusBarColour = (theme: DefaultTheme, status: StatusBarStatus): string =>
  ({
    open: theme.colors.borderStrong,
    processing: theme.colors.warning,
    ready: theme.colors.info,
    accepted: theme.colors.success,
    canceled: theme.colors.textMuted,
    rejected: theme.colors.danger,
  })[status];

export const StyledStatusBar = styled.div`
  display: flex;
  height: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledSegment = styled.div<{ $status: StatusBarStatus; $width: number }>`
  flex: ${({ $width }) => $width} 1 0;
  background: ${({ theme, $status }) => statusBarColour(theme, $status)};
`;
