import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${space(1)};
  overflow-x: auto;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const StyledTab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(2, 3)};
  margin-bottom: -${({ theme }) => theme.borderWidths.thin};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.semibold : theme.fontWeights.medium)};
  white-space: nowrap;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  background: transparent;
  border: none;
  border-bottom: ${({ theme }) => theme.borderWidths.thick} solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  cursor: pointer;
  transition: color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.sizes.badge};
  height: ${({ theme }) => theme.sizes.badge};
  padding: ${space(0, 1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.onBadge};
  background: ${({ theme }) => theme.colors.badge};
  border-radius: ${({ theme }) => theme.radius.pill};
`;
