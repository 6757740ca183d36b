import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TemplateKind, TemplateProblem, TemplateTree } from '@inkwell/templates';
import { renderWithTheme } from '../testing/render';
import { TemplateEditor, type TemplateEditorError } from './template-editor';

const emptyTree: TemplateTree = { element: 'layout', sections: [] };

const linkTree: TemplateTree = {
  element: 'layout',
  sections: [
    {
      element: 'section',
      name: 'Intro',
      type: 'fixed',
      children: [{ element: 'block', tag: 'p', children: [{ element: 'inline', tag: 'a', attributes: { href: 'https://inkwell.test' } }] }],
    },
  ],
};

const twoBlocks: TemplateTree = {
  element: 'layout',
  sections: [
    {
      element: 'section',
      name: 'Body',
      type: 'fixed',
      children: [
        { element: 'block', tag: 'h2', content: 'Title' },
        { element: 'block', tag: 'p', content: 'Text' },
      ],
    },
  ],
};

/** The editor under a parent that keeps the tree, the way a page does. */
function EditedTemplate({
  initial,
  kind = 'briefing',
  errors,
  onTree,
}: {
  initial: TemplateTree;
  kind?: TemplateKind;
  errors?: TemplateEditorError[];
  onTree?: (tree: TemplateTree) => void;
}) {
  const [tree, setTree] = useState(initial);
  return (
    <TemplateEditor
      kind={kind}
      value={tree}
      errors={errors}
      onChange={(next) => {
        setTree(next);
        onTree?.(next);
      }}
    />
  );
}

const section = (number: number) => screen.getByRole('group', { name: `Section ${number}` });
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('TemplateEditor', () => {
  it('adds a section and a paragraph to it', async () => {
    const user = userEvent.setup();
    const onTree = jest.fn();
    renderWithTheme(<EditedTemplate initial={emptyTree} onTree={onTree} />);
    expect(screen.getByText(/^empty template:/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(within(section(1)).getByRole('textbox', { name: 'Section name' })).toHaveValue('New section 1');
    expect(within(section(1)).getByRole('button', { name: 'Remove' })).toHaveFocus();
    expect(within(section(1)).getByText(/^empty section:/)).toBeInTheDocument();

    await user.selectOptions(within(section(1)).getByRole('combobox', { name: 'Element to add' }), 'p');
    await user.click(within(section(1)).getByRole('button', { name: 'Add element' }));

    expect(onTree).toHaveBeenLastCalledWith({
      element: 'layout',
      sections: [{ element: 'section', name: 'New section 1', type: 'fixed', children: [{ element: 'block', tag: 'p' }] }],
    });
    expect(within(section(1)).getByRole('group', { name: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/^empty section:/)).not.toBeInTheDocument();
  });

  it('shows an invalid section name at that section, described by the message', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EditedTemplate initial={twoBlocks} />);
    const name = within(section(1)).getByRole('textbox', { name: 'Section name' });
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(name, '<b>');

    expect(within(section(1)).getByText('invalid name: section name must not contain < > [ or ]')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('invalid name: section name must not contain < > [ or ]');
    expect(within(section(1)).getByRole('group', { name: 'h2' })).not.toHaveAccessibleDescription();
    // only the broken field is marked: the optional word limits stay unmarked
    expect(within(section(1)).getAllByRole('spinbutton', { name: 'Min. words' })[0]).not.toHaveAttribute('aria-invalid');
  });

  it('marks the element, not its fields, for an element-wide problem such as an empty section', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EditedTemplate initial={{ element: 'layout', sections: [] }} />);
    await user.click(screen.getByRole('button', { name: 'Add section' }));

    expect(within(section(1)).getByText(/^empty section:/)).toBeInTheDocument();
    expect(section(1)).toHaveAccessibleDescription(/^empty section:/);
    for (const field of [
      within(section(1)).getByRole('textbox', { name: 'Section name' }),
      within(section(1)).getByRole('spinbutton', { name: 'Min. words' }),
      within(section(1)).getByRole('spinbutton', { name: 'Max. words' }),
    ]) {
      expect(field).not.toHaveAttribute('aria-invalid');
    }
  });

  it('offers only permitted children: no a inside an a, no li in a section', () => {
    renderWithTheme(<EditedTemplate initial={linkTree} />);
    // each group's own menu comes after its children's
    const options = (group: HTMLElement) =>
      within(within(group).getAllByRole('combobox', { name: 'Element to add' }).at(-1)!)
        .getAllByRole('option')
        .map((option) => option.textContent);

    const link = screen.getByRole('group', { name: 'a' });
    expect(options(link)).toEqual(['em', 'strong', 'span', 'br']);
    expect(options(screen.getByRole('group', { name: 'p' }))).toEqual(['a', 'em', 'strong', 'span', 'br']);
    expect(options(section(1))).toEqual(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'div', 'blockquote', 'table']);
    expect(within(link).getByRole('textbox', { name: 'Attribute href' })).toHaveValue('https://inkwell.test');
    expect(within(screen.getByRole('group', { name: 'p' })).getAllByRole('textbox', { name: 'Attribute href' })).toHaveLength(1);
  });

  it('moves elements up and down and removes them, and the preview follows', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EditedTemplate initial={twoBlocks} />);
    const order = () => within(section(1)).getAllByRole('group').map((group) => group.getAttribute('aria-label'));
    expect(order()).toEqual(['h2', 'p']);
    expect(preview().innerHTML).toMatch(/<h2>Title<\/h2><p>Text<\/p>/);

    const paragraph = screen.getByRole('group', { name: 'p' });
    expect(within(paragraph).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await user.click(within(paragraph).getByRole('button', { name: 'Move up' }));
    expect(order()).toEqual(['p', 'h2']);
    expect(preview().innerHTML).toMatch(/<p>Text<\/p><h2>Title<\/h2>/);
    // focus follows the moved element; at the top its Move up is disabled, so Remove takes it
    expect(within(screen.getByRole('group', { name: 'p' })).getByRole('button', { name: 'Remove' })).toHaveFocus();

    await user.click(within(screen.getByRole('group', { name: 'h2' })).getByRole('button', { name: 'Remove' }));
    expect(order()).toEqual(['p']);
    expect(within(preview()).queryByRole('heading', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('nests an element into its previous sibling and back out where the rules allow it', async () => {
    const user = userEvent.setup();
    const tree: TemplateTree = {
      element: 'layout',
      sections: [
        {
          element: 'section',
          name: 'Quote',
          type: 'fixed',
          children: [
            { element: 'block', tag: 'ul', children: [{ element: 'block', tag: 'li' }] },
            { element: 'block', tag: 'blockquote' },
            { element: 'block', tag: 'p', content: 'Said' },
          ],
        },
      ],
    };
    const onTree = jest.fn();
    renderWithTheme(<EditedTemplate initial={tree} onTree={onTree} />);
    const paragraph = () => screen.getByRole('group', { name: 'p' });
    // a blockquote may not go into a ul, and an li may not leave its list for the section
    expect(within(screen.getByRole('group', { name: 'blockquote' })).getByRole('button', { name: 'Move into previous element' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'li' })).getByRole('button', { name: 'Move out of parent element' })).toBeDisabled();
    expect(within(paragraph()).getByRole('button', { name: 'Move out of parent element' })).toBeDisabled();

    await user.click(within(paragraph()).getByRole('button', { name: 'Move into previous element' }));
    expect(onTree).toHaveBeenLastCalledWith({
      element: 'layout',
      sections: [
        expect.objectContaining({
          children: [tree.sections[0].children[0], { element: 'block', tag: 'blockquote', children: [{ element: 'block', tag: 'p', content: 'Said' }] }],
        }),
      ],
    });
    expect(within(screen.getByRole('group', { name: 'blockquote' })).getByRole('group', { name: 'p' })).toBe(paragraph());

    await user.click(within(paragraph()).getByRole('button', { name: 'Move out of parent element' }));
    expect(onTree).toHaveBeenLastCalledWith(tree);
  });

  it('does not nest a link into a link', () => {
    const links: TemplateTree = {
      element: 'layout',
      sections: [
        {
          element: 'section',
          name: 'Links',
          type: 'fixed',
          children: [{ element: 'block', tag: 'p', children: [{ element: 'inline', tag: 'a' }, { element: 'inline', tag: 'a' }, { element: 'inline', tag: 'em' }] }],
        },
      ],
    };
    renderWithTheme(<EditedTemplate initial={links} />);
    const [, second] = screen.getAllByRole('group', { name: 'a' });
    expect(within(second).getByRole('button', { name: 'Move into previous element' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'em' })).getByRole('button', { name: 'Move into previous element' })).toBeEnabled();
  });

  it('offers content only where the kind allows it', () => {
    renderWithTheme(<EditedTemplate initial={{ ...twoBlocks, sections: [{ ...twoBlocks.sections[0], children: [{ element: 'block', tag: 'p' }] }] }} kind="layout" />);
    expect(within(screen.getByRole('group', { name: 'p' })).queryByRole('textbox', { name: 'Content' })).not.toBeInTheDocument();
  });

  it('updates the preview while content is typed, escaping it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<EditedTemplate initial={twoBlocks} />);
    const content = within(screen.getByRole('group', { name: 'p' })).getByRole('textbox', { name: 'Content' });
    await user.clear(content);
    await user.type(content, '<img src=x onerror=alert(1)>');
    expect(preview().querySelector('img')).toBeNull();
    expect(within(preview()).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('shows server errors at the element their path names', () => {
    renderWithTheme(
      <EditedTemplate
        initial={twoBlocks}
        errors={[
          { path: 'sections[0].children[1]', message: 'invalid content: only tables may hold content in a layout' },
          { path: 'tree', message: 'invalid type: the root must be the layout element' },
        ]}
      />,
    );
    const paragraph = screen.getByRole('group', { name: 'p' });
    expect(paragraph).toHaveAccessibleDescription('invalid content: only tables may hold content in a layout');
    expect(within(screen.getByRole('group', { name: 'h2' })).queryByText(/invalid content/)).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Template elements' })).toHaveAccessibleDescription(
      'invalid type: the root must be the layout element',
    );
  });

  it('words every rule message with the ruleMessage label, live and from the server alike', () => {
    const ruleMessage = ({ reason, values }: TemplateProblem) => `[${reason}] ${JSON.stringify(values)}`;
    renderWithTheme(
      <TemplateEditor
        kind="layout"
        value={twoBlocks}
        onChange={() => undefined}
        labels={{ ruleMessage }}
        errors={[
          { path: 'sections[0].children[1]', message: 'invalid content: only tables may hold content in a layout', reason: 'contentOutsideTable', values: {} },
          { path: 'sections[0]', message: 'An older rule, as the server said it' },
        ]}
      />,
    );
    // Live: both blocks hold content, which a layout allows only in tables; the server's copy is not repeated.
    expect(screen.getByRole('group', { name: 'h2' })).toHaveAccessibleDescription('[contentOutsideTable] {}');
    expect(within(screen.getByRole('group', { name: 'p' })).getAllByText('[contentOutsideTable] {}')).toHaveLength(1);
    // A message without a reason is shown as it came.
    expect(section(1)).toHaveAccessibleDescription('An older rule, as the server said it');
  });
});
