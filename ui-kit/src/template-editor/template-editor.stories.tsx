import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { TemplateTree } from '@inkwell/templates';
import { TemplateEditor, type TemplateEditorProps } from './template-editor';

type TemplateEditorStoryProps = Omit<TemplateEditorProps, 'onChange'> & { onChange?: (tree: TemplateTree) => void };

/** Follows the `value` control, and also keeps the edits made in the canvas. */
function ControlledTemplateEditor({ value, onChange, ...args }: TemplateEditorStoryProps) {
  const [shownValue, setShownValue] = useState(value);
  const [current, setCurrent] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setCurrent(value);
  }
  return (
    <TemplateEditor
      {...args}
      value={current}
      onChange={(tree) => {
        setCurrent(tree);
        onChange?.(tree);
      }}
    />
  );
}

const productBriefing: TemplateTree = {
  element: 'layout',
  sections: [
    {
      element: 'section',
      name: 'Introduction',
      type: 'fixed',
      min: 50,
      max: 100,
      children: [
        { element: 'block', tag: 'h2', content: 'What the product is' },
        {
          element: 'block',
          tag: 'p',
          content: 'Name the product and who it is for. ',
          children: [{ element: 'inline', tag: 'a', attributes: { href: 'https://inkwell.test/style-guide' }, content: 'Style guide' }],
        },
      ],
    },
    {
      element: 'section',
      name: 'Features',
      type: 'flexible',
      children: [{ element: 'block', tag: 'ul', children: [{ element: 'block', tag: 'li', content: 'Three to five features' }] }],
    },
  ],
};

const blogLayout: TemplateTree = {
  element: 'layout',
  sections: [
    { element: 'section', name: 'Headline', type: 'fixed', max: 12, children: [{ element: 'block', tag: 'h1' }] },
    { element: 'section', name: 'Body', type: 'flexible', min: 300, max: 600, children: [{ element: 'block', tag: 'p' }] },
    {
      element: 'section',
      name: 'Facts',
      type: 'optional',
      children: [
        {
          element: 'block',
          tag: 'table',
          children: [{ element: 'block', tag: 'tr', children: [{ element: 'block', tag: 'th', content: 'Price' }, { element: 'block', tag: 'td' }] }],
        },
      ],
    },
  ],
};

const meta = {
  title: 'Forms/TemplateEditor',
  component: ControlledTemplateEditor,
  args: { kind: 'briefing', value: productBriefing },
  argTypes: {
    kind: { control: 'inline-radio', options: ['briefing', 'layout'] },
    onChange: { action: 'changed' },
  },
} satisfies Meta<typeof ControlledTemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A briefing: any element that can hold text carries the writer's instructions. */
export const BriefingMode: Story = {};

/** A layout: sections and elements shape the text still to be written; only tables hold text. */
export const LayoutMode: Story = { args: { kind: 'layout', value: blogLayout } };

/** Live rule errors and a server 400's errors, each at the element its path names. */
export const WithErrors: Story = {
  args: {
    kind: 'layout',
    value: {
      element: 'layout',
      sections: [
        { element: 'section', name: 'Intro [draft]', type: 'fixed', min: 80, max: 40, children: [{ element: 'block', tag: 'p' }] },
        { element: 'section', name: 'Body', type: 'fixed', children: [] },
      ],
    },
    errors: [{ path: 'sections[0].children[0]', message: 'invalid content: only tables may hold content in a layout' }],
  },
};

/** Where every new briefing or layout starts. */
export const Empty: Story = { args: { kind: 'layout', value: { element: 'layout', sections: [] } } };
