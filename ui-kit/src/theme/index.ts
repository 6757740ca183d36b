export { theme, space, type Theme } from './theme';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';
