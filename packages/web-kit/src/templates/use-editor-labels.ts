import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateEditorLabels } from '@inkwell/ui-kit';
import { TEMPLATE_TEXTS_KEY } from './template-texts';
import { useTemplateMessages } from './template-rule-messages';

/** The editor's texts, and its rule messages, in the interface language. */
export function useEditorLabels(): TemplateEditorLabels {
  const { t } = useTranslation();
  const messages = useTemplateMessages();
  return useMemo(() => {
    const text = (key: string, values?: Record<string, string>) => t(`${TEMPLATE_TEXTS_KEY}.editor.${key}`, values);
    return {
      editor: text('editor'),
      section: text('section'),
      sectionName: text('sectionName'),
      sectionType: text('sectionType'),
      sectionTypes: { fixed: text('types.fixed'), flexible: text('types.flexible'), optional: text('types.optional') },
      minWords: text('minWords'),
      maxWords: text('maxWords'),
      content: text('content'),
      attribute: (name: string) => text('attribute', { name }),
      addSection: text('addSection'),
      newSectionName: text('newSectionName'),
      elementToAdd: text('elementToAdd'),
      addElement: text('addElement'),
      moveUp: text('moveUp'),
      moveDown: text('moveDown'),
      nest: text('nest'),
      unnest: text('unnest'),
      remove: text('remove'),
      preview: text('preview'),
      noSections: text('noSections'),
      ruleMessage: messages.rule,
    };
  }, [t, messages]);
}
