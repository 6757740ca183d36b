import type { Meta, StoryObj } from '@storybook/react-vite';
import { StyledSwatch, StyledTokenGrid } from './styled';
import { theme } from './theme';
import { ThemeProvider } from './theme-provider';

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  args: { children: 'Inkwell marketplace: order texts from freelance linguists.' },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: (args) => (
    <ThemeProvider {...args}>
      <p>{args.children}</p>
      <StyledTokenGrid>
        {Object.entries(theme.colors).map(([name, value]) => (
          <StyledSwatch key={name} $color={value}>
            <figcaption>
              {name} {value}
            </figcaption>
          </StyledSwatch>
        ))}
      </StyledTokenGrid>
    </ThemeProvider>
  ),
};
