import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { focusRing, formControl } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledMultiSelect = styled.div`
  position: relative;
  display: block;
`;

export const StyledTrigger = styled.button`
  ${formControl}
  position: relative;
  padding-right: ${space(6)};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${space(3)};
    width: ${space(2)};
    height: ${space(2)};
    border-right: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.textMuted};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.textMuted};
    transform: translateY(-75%) rotate(45deg);
  }
`;

export const StyledSummary = styled.span<{ $empty: boolean }>`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
`;

export const StyledPopover = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  width: max-content;
  min-width: 100%;
  max-width: ${({ theme }) => theme.sizes.searchBox};
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledSearch = styled.input`
  ${formControl}
`;

/** About eight rows show before the list scrolls. */
export const StyledOptionList = styled.ul`
  max-height: calc(${({ theme }) => theme.sizes.control} * 8);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const StyledGroupOptions = styled.ul`
  margin: 0;
  padding: ${space(0, 0, 0, 4)};
  list-style: none;
`;

export const StyledOption = styled(Checkbox)`
  display: flex;
  width: 100%;
  padding: ${space(1, 2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-sizing: border-box;

  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export const StyledGroupOption = styled(StyledOption)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledNoOptions = styled.p`
  margin: 0;
  padding: ${space(1, 2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const StyledClearButton = styled.button`
  padding: ${space(1, 2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primary};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
