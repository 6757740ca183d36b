import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  // Without this the build waits on DNS lookups for telemetry, which CI machines cannot make.
  core: { disableTelemetry: true },
};

export default config;
