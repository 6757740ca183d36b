import type { PreviewedTemplate } from '../templates/template-preview';

let nextTemplateId = 500;

/** A briefing or layout as the API answers it, with HTML the way core-api renders its tree. */
export function buildTemplate(overrides: Partial<PreviewedTemplate> = {}): PreviewedTemplate {
  const id = overrides.id ?? nextTemplateId++;
  return {
    id,
    name: `Template ${id}`,
    html: '<section data-section="Intro" data-section-type="fixed" data-min="50" data-max="100"><p>Say what the product is.</p></section>',
    ...overrides,
  };
}
