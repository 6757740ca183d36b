import styled from 'styled-components';
import { formControl } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledSelectWrapper = styled.span`
  position: relative;
  display: block;

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
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  ${formControl}
  appearance: none;
  padding-right: ${space(6)};
  cursor: pointer;
`;
