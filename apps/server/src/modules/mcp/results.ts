import type { CallToolResult } from "@modelcontextprotocol/server";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error.ts";

/** A tool's answer: its data as JSON text (what clients show the model). */
export function jsonResult(data: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }] };
}

/** A tool's answer as Markdown text. */
export function textResult(text: string): CallToolResult {
  return { content: [{ type: "text", text }] };
}

/**
 * Runs a tool's work: the service's own refusals (404 for another learner's lesson, a 409, a
 * validation message) become the tool's error text, as the REST API would say them; anything
 * unexpected is logged and answered without its details.
 */
export async function guarded<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw new Error(error.message);
    if (error instanceof AppError) {
      log.error({ err: error.cause ?? error }, error.message);
      throw new Error(error.message);
    }
    log.error({ err: error }, "MCP tool failed");
    throw new Error("Something went wrong on our side.");
  }
}
