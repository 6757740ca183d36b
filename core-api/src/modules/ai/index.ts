// The ai module's face: the AI title and outline generator (decision 044), for clients with gpt3_topics_titles and
// for staff. It owns generator_results and generator_requests and calls only the users face.
export { aiGeneratorModule } from './ai.routes.js';
// It also owns ai_checks, the AI-text checks of order texts (decision 047): orders asks for them and tells it when a
// text changes; the job runs them with the detector the configuration allows (the model, else a local heuristic).
export {
  AI_CHECK_QUEUE,
  aiCheckQueue,
  listAiChecks,
  markAiChecksHistoric,
  requestAiCheck,
  runAiCheck,
  type QueueAiCheck,
} from './ai-checks.service.js';
export { heuristicTextDetector, openAiTextDetector, textDetectorFor, type TextDetector } from './text-detectors.js';
