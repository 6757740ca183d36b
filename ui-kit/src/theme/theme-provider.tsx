import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './styled';
import { theme as defaultTheme, type Theme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the kit's theme; pass a variant of it to restyle a subtree. */
  theme?: Theme;
}

export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
