// An order's text checks (issue 14, decision 047): the AI-text check, the plagiarism check and the text's information.

/** Who judged a text: an OpenAI-compatible model, or the platform's own local heuristic (no model at all). */
export type AiCheckProvider = 'openai' | 'heuristic';

/**
 * Where a check is: requested (row written, job queued), pending (the job is asking the detector), done, or failed.
 * The first two are the spec's store states CREATE_REQUESTED and CREATE_PENDING.
 */
export const AI_CHECK_STATUSES = ['CREATE_REQUESTED', 'CREATE_PENDING', 'DONE', 'FAILED'] as const;
export type AiCheckStatus = (typeof AI_CHECK_STATUSES)[number];

/** A passage the detector judged: how many words, and the words themselves. */
export interface AiCheckMatch {
  words: number;
  text: string;
}

/** One verdict (machine-written or not) with its probability and the passages it covers. */
export interface AiCheckClassification {
  ai: boolean;
  probability: number;
  matches: AiCheckMatch[];
}

/** client-portal spec §3 AI check result, plus where the check is and who judged. */
export interface AiCheckResult {
  id: number;
  orderId: number;
  /** the submitted text version that was checked */
  contractorTextId: number;
  status: AiCheckStatus;
  provider: AiCheckProvider;
  /** 0..1 that the text is machine-written; null until the check is done */
  probability: number | null;
  /** the checked text, as it was when the check was requested */
  content: string;
  classifications: AiCheckClassification[];
  /** true once the order's text changed after the check */
  historic: boolean;
  /** why a FAILED check failed, in words for the reader */
  error: string | null;
  createdAt: string;
}

/** A passage of the checked text that another text contains too. */
export interface PlagiarismPassage {
  text: string;
  words: number;
}

/** Another order whose text shares passages with this one. Staff see which order; clients and linguists do not. */
export interface PlagiarismMatch {
  orderId: number | null;
  title: string | null;
  /** 0..1: the share of the checked text's sampled shingles found in that order's texts */
  share: number;
  passages: PlagiarismPassage[];
}

export interface PlagiarismResult {
  orderId: number;
  /** the checked (latest submitted) text; null when the order has no submitted text yet */
  contractorTextId: number | null;
  words: number;
  /** true when a match reaches the hit share and staff have not dismissed it for this text: the order then carries the comment PLAGIARISM_HIT */
  hit: boolean;
  /** staff's dismissal of this text's hit (it is then no hit); null when none */
  dismissal: PlagiarismDismissal | null;
  matches: PlagiarismMatch[];
  checkedAt: string;
}

/** Staff judged a text's plagiarism hit harmless (e.g. the client's own earlier text, a quoted standard): why and when. */
export interface PlagiarismDismissal {
  reason: string;
  dismissedAt: string;
}

export const PLAGIARISM_DISMISS_REASON_MAX_LENGTH = 2000;

/** PUT /admin/order/{id}/plagiarism/dismiss */
export interface PlagiarismDismissRequest {
  reason: string;
}

/** admin-and-linguist spec: text/information answers keywords and wordsCount. */
export interface TextKeywordUse {
  keyword: string;
  count: number;
}

export interface TextInformation {
  keywords: TextKeywordUse[];
  wordsCount: number;
}

/** text/preview: the text rendered as HTML in its layout (or as paragraphs without one). */
export interface TextPreview {
  html: string;
  hasLayout: boolean;
}

/** The share of sampled shingles from which a match counts as a hit (decision 047). */
export const PLAGIARISM_HIT_SHARE = 0.2;
