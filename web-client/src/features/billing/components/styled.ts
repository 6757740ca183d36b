import styled from 'styled-components';
import { Link } from 'react-router-dom';

export const StyledBalance = styled.div`
  position: relative;
`;

export const StyledBalanceTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: none;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const StyledBalancePanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]}px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: calc(${({ theme }) => theme.sizes.menu} * 1.3);
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const StyledBalanceFigures = styled.dl`
  display: grid;
  grid-template-columns: 1fr max-content;
  gap: ${({ theme }) => `${theme.space[1]}px ${theme.space[4]}px`};
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

export const StyledSummary = styled.address`
  font-style: normal;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledPanelLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[4]}px`};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
