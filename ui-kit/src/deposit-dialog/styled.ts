import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledDialogContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const StyledSteps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledStep = styled.li<{ $open: boolean }>`
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $open }) => ($open ? theme.colors.borderStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledStepHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledStepToggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  width: 100%;
  padding: ${space(3, 4)};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  background: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacities.disabled};
  }
`;

export const StyledStepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export const StyledStepPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(0, 4, 4)};
`;

export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
`;

export const StyledStepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

export const StyledMethodList = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  border: none;
`;

export const StyledLegend = styled.legend`
  margin-bottom: ${space(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledMethodOption = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  padding: ${space(2, 3)};
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : theme.colors.surface)};
  cursor: pointer;
`;

export const StyledMethodText = styled.span`
  display: flex;
  flex-direction: column;
`;

export const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Label–value rows: the charges before paying and the receipt after. */
export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(1, 4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledTotal = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledStripeMount = styled.div`
  min-height: ${({ theme }) => theme.sizes.control};
`;

export const StyledProviderMessage = styled.p`
  margin: ${space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(2)};
  width: 100%;
`;

export const StyledPayReason = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledReceiptTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
