import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/theme/theme-provider';
import { ToastProvider } from '../src/toast/toast';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider>
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
