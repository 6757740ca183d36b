import styled, { css } from 'styled-components';

export type StatusTone = 'info' | 'warning' | 'success' | 'danger' | 'neutral';

const toneColours = {
  info: css`
    color: ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.infoSubtle};
  `,
  warning: css`
    color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSubtle};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSubtle};
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  `,
  neutral: css`
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  `,
};

export const StyledStatusBadge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1] / 2}px ${theme.space[2]}px`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ $tone }) => toneColours[$tone]}
`;

/** Filters above a table: a wrapping grid of small labelled controls. */
export const StyledFilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: end;
  width: 100%;
`;

export const StyledFilterActions = styled.div`
  display: flex;
  align-items: flex-end;
  padding-bottom: ${({ theme }) => theme.space[4]}px;
`;

export const StyledTextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: calc(${({ theme }) => theme.sizes.control} * 3);
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  resize: vertical;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledFilterPanel = styled.div`
  position: relative;
`;

export const StyledFilterPopover = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]}px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: calc(${({ theme }) => theme.sizes.menu} * 4);
  max-width: 90vw;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
