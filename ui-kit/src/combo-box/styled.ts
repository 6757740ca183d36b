import styled from 'styled-components';
import { focusRing, formControl } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledComboBox = styled.div`
  position: relative;
  display: block;
`;

export const StyledInput = styled.input<{ $clearable: boolean }>`
  ${formControl}
  ${({ theme, $clearable }) => ($clearable ? `padding-right: ${theme.space[6]}px;` : '')}
`;

export const StyledClearButton = styled.button`
  position: absolute;
  top: 50%;
  right: ${space(1)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${space(5)};
  height: ${space(5)};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  transform: translateY(-50%);
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledPopup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: max-content;
  min-width: 100%;
  max-width: ${({ theme }) => theme.sizes.searchBox};
  padding: ${space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** About eight rows show before the list scrolls. */
export const StyledListbox = styled.ul`
  max-height: calc(${({ theme }) => theme.sizes.control} * 8);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

export const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${space(1, 2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const StyledOptionDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledMessage = styled.p`
  margin: 0;
  padding: ${space(1, 2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
