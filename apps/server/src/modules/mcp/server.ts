import { McpServer } from "@modelcontextprotocol/server";
import type { McpCaller } from "./caller.ts";
import { registerResources } from "./resources.ts";
import { registerLearningTools } from "./tools-learning.ts";
import { registerPracticeTools } from "./tools-practice.ts";

const INSTRUCTIONS =
  "Brainy is the learner's study app: goals planned into courses of lessons, a dated study plan, notes, their own sources, and review cards scheduled by FSRS. Read with list_goals, get_todays_plan, read_lesson and search_my_material; add notes and cards; quiz the learner with get_due_reviews and grade_review; log focus time. Everything acts as the signed-in learner.";

/**
 * One MCP server for one request (stateless: nothing is kept between requests, so any instance
 * answers any request; ADR 0040), acting for the caller its token names.
 */
export function createBrainyMcpServer(caller: McpCaller, version: string): McpServer {
  const server = new McpServer({ name: "brainy", title: "Brainy", version }, { instructions: INSTRUCTIONS });
  registerLearningTools(server, caller);
  registerPracticeTools(server, caller);
  registerResources(server, caller);
  return server;
}
