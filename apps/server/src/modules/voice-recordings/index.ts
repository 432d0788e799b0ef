/** The voice-recordings module's public surface: the chat keeps a question's recording through it. */
export { keepVoiceRecordingIfChosen } from "./service.ts";
