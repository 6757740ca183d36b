import { formatNumber } from '@inkwell/ui-kit';
import type { ProjectOrderStats } from '@inkwell/contracts';
import { statusBarSegments, type StatusBarStatus } from './status-bar-segments';
import { StyledSegment, StyledStatusBar } from './styled';

export interface ProjectStatusBarProps {
  stats: ProjectOrderStats;
  /** A status's name in the interface language, for the bar's accessible description. */
  statusLabel: (status: StatusBarStatus) => string;
}

/**
 * Spec §9's project status bar, shared by the client's and staff's project pages: one segment per status with
 * orders, read out as each status's share. Nothing for a project without orders.
 */
export function ProjectStatusBar({ stats, statusLabel }: ProjectStatusBarProps) {
  const segments = statusBarSegments(stats);
  if (segments.length === 0) return null;
  return (
    <StyledStatusBar role="img" aria-label={segments.map((segment) => `${statusLabel(segment.status)} ${formatNumber(segment.percent)} %`).join(', ')}>
      {segments.map((segment) => (
        <StyledSegment key={segment.status} $status={segment.status} $width={segment.width} />
      ))}
    </StyledStatusBar>
  );
}
