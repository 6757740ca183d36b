import type { TemplateTree } from '@inkwell/ui-kit';

/** Body of every create and update of briefings and layouts (core-api's TemplateInput, decision 011). */
export interface TemplateInput {
  name: string;
  tree: TemplateTree;
}

/** What the pages read of core-api's BriefingDto and TextLayoutDto. */
export interface TemplateRecord extends TemplateInput {
  id: number;
  /** rendered by core-api from the validated tree */
  html: string;
  updatedAt: string;
}

export interface BriefingRecord extends TemplateRecord {
  /** a system briefing every client may read and only staff change */
  system: boolean;
}

/** Where every new briefing and layout starts. */
export const EMPTY_TREE: TemplateTree = { element: 'layout', sections: [] };
