import styled from 'styled-components';
import { statusBarColour, type StatusBarStatus } from '@inkwell/web-kit';

export const StyledProjectGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.sizes.menu} * 1.5), 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export const StyledCard = styled.section`
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const StyledCardTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledLegend = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.sizes.menu} * 0.6), 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledLegendItem = styled.li<{ $status: StatusBarStatus }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;

  &::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space[2]}px;
    height: ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $status }) => statusBarColour(theme, $status)};
  }
`;

export const StyledHeaderActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
