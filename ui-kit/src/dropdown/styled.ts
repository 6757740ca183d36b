import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledDropdown = styled.div`
  position: relative;
  display: inline-block;
`;

export const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${space(0, 3)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: ${({ theme }) => theme.borderWidths.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledCaret = styled.span`
  width: ${space(2)};
  height: ${space(2)};
  margin-top: -${({ theme }) => theme.space[1]}px;
  border-right: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid currentColor;
  transform: rotate(45deg);
`;

export const StyledMenu = styled.ul<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: ${({ theme }) => theme.sizes.menu};
  margin: 0;
  padding: ${space(1, 0)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledMenuItem = styled.button`
  display: block;
  width: 100%;
  padding: ${space(2, 4)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: none;
  cursor: pointer;

  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;
