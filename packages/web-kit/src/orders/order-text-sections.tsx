import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sectionsOf, type TemplateTree } from '@inkwell/ui-kit';
import { countWords } from '@inkwell/contracts';
import { ORDER_TEXTS_KEY } from './order-texts';
import { StyledMuted, StyledSectionedText, StyledSectionHeading, StyledTextSection, StyledTextView } from './styled';

export interface TextSection {
  name: string;
  text: string;
  words: number;
}

/**
 * A layout text's sections in the layout's order, then any the layout does not know (as core-api joins them);
 * sections left empty are left out. Without the layout, the stored order is kept.
 */
export function textSectionsInOrder(sections: Readonly<Record<string, string>>, layout?: TemplateTree | null): TextSection[] {
  const layoutNames = layout ? sectionsOf(layout).map((section) => section.name) : [];
  const names = [...layoutNames.filter((name) => Object.hasOwn(sections, name)), ...Object.keys(sections).filter((name) => !layoutNames.includes(name))];
  return names
    .map((name) => ({ name, text: (sections[name] ?? '').trim() }))
    .filter(({ text }) => text !== '')
    .map((section) => ({ ...section, words: countWords(section.text) }));
}

function TextSectionView({ section }: { section: TextSection }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <StyledTextSection aria-labelledby={headingId}>
      <StyledSectionHeading id={headingId}>
        {section.name}
        <StyledMuted>{t(`${ORDER_TEXTS_KEY}.text.sectionWords`, { count: section.words })}</StyledMuted>
      </StyledSectionHeading>
      <StyledTextView>{section.text}</StyledTextView>
    </StyledTextSection>
  );
}

export interface OrderTextSectionsProps {
  sections: Readonly<Record<string, string>>;
  /** the order's layout tree, for the order of the sections; absent while it loads or when it cannot be read */
  layout?: TemplateTree | null;
}

/** A text written against a layout, section by section: each section's name over its text and word count. */
export function OrderTextSections({ sections, layout }: OrderTextSectionsProps) {
  const { t } = useTranslation();
  return (
    <StyledSectionedText role="group" aria-label={t(`${ORDER_TEXTS_KEY}.text.bySection`)}>
      {textSectionsInOrder(sections, layout).map((section) => (
        <TextSectionView key={section.name} section={section} />
      ))}
    </StyledSectionedText>
  );
}
