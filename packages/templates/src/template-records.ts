import type { TemplateTree } from './template-tree.js';

/** Body of every create and update call of briefings and text layouts. */
export interface TemplateInput {
  /** 1..200 characters */
  name: string;
  tree: TemplateTree;
}

interface TemplateRecord {
  id: number;
  name: string;
  tree: TemplateTree;
  /** the tree rendered to sanitised HTML (renderTemplateHtml) */
  html: string;
  createdAt: string;
  updatedAt: string;
}

/** A client's own briefing, or a system briefing (clientId null) every client may read. */
export interface BriefingDto extends TemplateRecord {
  clientId: number | null;
  system: boolean;
}

export interface TextLayoutDto extends TemplateRecord {
  clientId: number;
}
