import styled, { createGlobalStyle } from 'styled-components';
import { space } from './theme';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }

  code, pre {
    font-family: ${({ theme }) => theme.fonts.mono};
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }
`;

export const StyledTokenGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.menu}, 1fr));
  gap: ${space(3)};
  padding: ${space(4)};
`;

export const StyledSwatch = styled.figure<{ $color: string }>`
  margin: 0;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  &::before {
    content: '';
    display: block;
    height: ${({ theme }) => theme.sizes.header};
    background: ${({ $color }) => $color};
  }

  figcaption {
    padding: ${space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
