import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateEditorLabels } from '@inkwell/ui-kit';

/** The editor's texts in the interface language. */
export function useEditorLabels(): TemplateEditorLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      editor: t('templates.editor.editor'),
      section: t('templates.editor.section'),
      sectionName: t('templates.editor.sectionName'),
      sectionType: t('templates.editor.sectionType'),
      sectionTypes: {
        fixed: t('templates.editor.types.fixed'),
        flexible: t('templates.editor.types.flexible'),
        optional: t('templates.editor.types.optional'),
      },
      minWords: t('templates.editor.minWords'),
      maxWords: t('templates.editor.maxWords'),
      content: t('templates.editor.content'),
      attribute: (name: string) => t('templates.editor.attribute', { name }),
      addSection: t('templates.editor.addSection'),
      newSectionName: t('templates.editor.newSectionName'),
      elementToAdd: t('templates.editor.elementToAdd'),
      addElement: t('templates.editor.addElement'),
      moveUp: t('templates.editor.moveUp'),
      moveDown: t('templates.editor.moveDown'),
      nest: t('templates.editor.nest'),
      unnest: t('templates.editor.unnest'),
      remove: t('templates.editor.remove'),
      preview: t('templates.editor.preview'),
      noSections: t('templates.editor.noSections'),
    }),
    [t],
  );
}
