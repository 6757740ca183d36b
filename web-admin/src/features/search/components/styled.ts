import styled from 'styled-components';

export const StyledSearch = styled.div`
  position: relative;
  /* Beside the language and user menus on a 390 px phone; wider where there is room. */
  width: min(${({ theme }) => theme.sizes.searchBox}, 42vw);
`;

export const StyledInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** Right-aligned under the box and never wider than the screen, so it fits a phone. */
export const StyledPopup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: min(24rem, calc(100vw - ${({ theme }) => theme.space[4] * 2}px));
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledGroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[2]}px ${theme.space[1]}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledOption = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export const StyledDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledMessage = styled.div`
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
