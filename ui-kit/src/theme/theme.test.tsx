import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ThemeProvider } from './theme-provider';
import { space, theme } from './theme';

// Jest resolves styled-components' server build, which leaves global styles to server rendering; browsers (and
// the apps' Vite builds) get the browser build, which injects them, so that is the one to test.
jest.mock('styled-components', () => jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'));

const Probe = styled.p`
  color: ${({ theme: current }) => current.colors.primary};
  padding: ${space(2, 4)};
`;

describe('ThemeProvider', () => {
  it('gives styled components the kit theme', () => {
    render(
      <ThemeProvider>
        <Probe>Themed</Probe>
      </ThemeProvider>,
    );
    expect(screen.getByText('Themed')).toHaveStyle({ color: theme.colors.primary, padding: '8px 16px' });
  });

  it('sets the page font and colours through a global style', () => {
    render(<ThemeProvider>Page</ThemeProvider>);
    const styles = getComputedStyle(document.body);
    const families = (list: string) => list.split(',').map((family) => family.trim());
    expect(families(styles.fontFamily)).toEqual(families(theme.fonts.body));
    expect(styles.backgroundColor).toBe('rgb(245, 247, 250)');
  });

  it('accepts a variant of the theme', () => {
    const branded = { ...theme, colors: { ...theme.colors, primary: '#008060' } };
    render(
      <ThemeProvider theme={branded}>
        <Probe>Branded</Probe>
      </ThemeProvider>,
    );
    expect(screen.getByText('Branded')).toHaveStyle({ color: '#008060' });
  });
});

describe('theme', () => {
  it('has the seven-step space scale in pixels', () => {
    expect(theme.space).toEqual([0, 4, 8, 12, 16, 24, 32]);
  });

  it('stacks header, dropdown, modal and toast in that order', () => {
    const { header, dropdown, modal, toast } = theme.zIndex;
    expect(header).toBeLessThan(dropdown);
    expect(dropdown).toBeLessThan(modal);
    expect(modal).toBeLessThan(toast);
  });
});
