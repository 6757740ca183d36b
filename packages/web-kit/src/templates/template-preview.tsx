import { useId } from 'react';
import { StyledTemplateHtml, StyledTemplateName, StyledTemplatePreview } from './styled';

/** What the apps show of a briefing or text layout: core-api's BriefingDto and TextLayoutDto carry these and more. */
export interface PreviewedTemplate {
  id: number;
  name: string;
  /** rendered by core-api from the validated element tree (decision 011) */
  html: string;
}

export interface TemplatePreviewProps {
  template: PreviewedTemplate;
}

/** A briefing or layout as its writer will read it: its name over its rendered sections. */
export function TemplatePreview({ template }: TemplatePreviewProps) {
  const nameId = useId();
  return (
    <StyledTemplatePreview aria-labelledby={nameId}>
      <StyledTemplateName id={nameId}>{template.name}</StyledTemplateName>
      {/* Safe only because core-api renders this HTML itself from the validated tree, escaping every text. */}
      <StyledTemplateHtml dangerouslySetInnerHTML={{ __html: template.html }} />
    </StyledTemplatePreview>
  );
}
