/**
 * The offline demo AI: a provider implementing the server's AiEngine (run and stream) with
 * deterministic answers keyed by task name. The server imports this package only when
 * AI_PROVIDER=demo (ai/index.ts).
 */
export { DEMO_ANSWERS, type DemoTaskName } from "./answers.ts";
export { answerWithDemo, createDemoEngine, revealStages } from "./engine.ts";
