import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledCheckboxLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${space(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledCheckboxInput = styled.input`
  flex: none;
  width: ${({ theme }) => theme.sizes.icon};
  height: ${({ theme }) => theme.sizes.icon};
  margin: ${space(1, 0, 0)};
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;

  &:focus-visible {
    ${focusRing}
  }
`;
