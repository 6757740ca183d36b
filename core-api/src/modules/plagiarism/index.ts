// The plagiarism module's face (decision 047): it owns text_shingles, the kept 5-word shingles of every submitted
// text, and finds the other orders whose texts share passages with a text. It calls no module; orders calls it.
export { findSimilarTexts, indexSubmittedText, type PlagiarismFindings, type ShingleMatch } from './plagiarism.service.js';
