/**
 * What the demo SVG covers (the server's ai/images/) borrow from the demo AI: its reading of a
 * goal's topic (the domain's hue and motif) and its seeded random numbers. A separate entry
 * point, loaded when the first cover is drawn, not with the server.
 */
export { createRandom } from "./text.ts";
export { readGoal } from "./understand.ts";
