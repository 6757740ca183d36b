import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Theme } from '@inkwell/ui-kit';

export type StatusTone = 'info' | 'progress' | 'success' | 'danger' | 'neutral';

const tones: Record<StatusTone, (theme: Theme) => { color: string; background: string }> = {
  info: (theme) => ({ color: theme.colors.info, background: theme.colors.infoSubtle }),
  progress: (theme) => ({ color: theme.colors.warning, background: theme.colors.warningSubtle }),
  success: (theme) => ({ color: theme.colors.success, background: theme.colors.successSubtle }),
  danger: (theme) => ({ color: theme.colors.danger, background: theme.colors.dangerSubtle }),
  neutral: (theme) => ({ color: theme.colors.textMuted, background: theme.colors.surfaceMuted }),
};

export const StyledStatusBadge = styled.span<{ $tone: StatusTone }>`
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

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledModalText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledBackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledOrderTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const StyledTextMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledTextView = styled.div`
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
  white-space: pre-wrap;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A layout's text: one block per section, its name as the heading. */
export const StyledSectionedText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export const StyledTextSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const StyledSectionHeading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
