import styled from 'styled-components';
import { focusRing } from '../theme/mixins';
import { space } from '../theme/theme';

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${space(6, 4)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.overlay};

  /* On a phone a dialog is a full-screen sheet: no margin of page around it to tap by mistake. */
  @media ${({ theme }) => theme.media.narrow} {
    padding: 0;
  }
`;

export const StyledDialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.modal};
  margin-top: ${space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  @media ${({ theme }) => theme.media.narrow} {
    max-width: none;
    min-height: 100%;
    margin-top: 0;
    border-radius: 0;
    box-shadow: none;
  }

  &:focus {
    outline: none;
  }
`;

export const StyledDialogHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(4, 5)};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const StyledDialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledDialogBody = styled.div`
  flex: 1 1 auto;
  padding: ${space(5)};
`;

export const StyledDialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  padding: ${space(3, 5)};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const StyledDialogClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing}
  }
`;
