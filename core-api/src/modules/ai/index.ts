// The ai module's face: the AI title and outline generator (decision 044), for clients with gpt3_topics_titles and
// for staff. It owns generator_results and generator_requests and calls only the users face.
export { aiGeneratorModule } from './ai.routes.js';
