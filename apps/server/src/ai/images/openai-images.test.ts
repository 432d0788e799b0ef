import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { type FakeServer, startFakeOpenAiServer } from "../../../test/fakes/fake-openai-server.ts";
import { createLocalMediaStore } from "../../media/store.ts";
import type { CallReport } from "../record.ts";
import { createOpenAiImageService } from "./openai.ts";

// The smallest valid PNG: 1×1, one transparent pixel.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("IMAGE_PROVIDER=openai against a fake images endpoint", () => {
  let fake: FakeServer;
  let mediaDir: string;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    mediaDir = mkdtempSync(path.join(os.tmpdir(), "brainy-images-"));
  });
  afterAll(async () => {
    await fake.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  function service() {
    const reports: CallReport[] = [];
    const images = createOpenAiImageService({
      config: testConfig({
        IMAGE_PROVIDER: "openai",
        IMAGE_API_KEY: "sk-test-images",
        IMAGE_BASE_URL: fake.baseUrl,
        AI_MAX_RETRIES: "0",
      }),
      media: createLocalMediaStore(mediaDir),
      record: async (report) => void reports.push(report),
    });
    return { images, reports };
  }

  it("asks for the prompt without text, stores the PNG content-hashed and records the call", async () => {
    fake.reset();
    fake.reply({
      kind: "custom",
      handle(_req, res) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ created: 1_700_000_000, data: [{ b64_json: PNG.toString("base64") }] }));
      },
    });
    const { images, reports } = service();
    const { imageUrl } = await images.createCoverImage(
      { prompt: "A loop drawn as arrows", title: "", seed: "x" },
      { tier: "free" },
    );
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/images/generations");
    expect(request.headers.authorization).toBe("Bearer sk-test-images");
    expect(request.body).toMatchObject({ model: "gpt-image-1", size: "1536x1024" });
    expect(request.body.prompt).toBe("A loop drawn as arrows\nNo text or letters in the image.");
    expect(imageUrl).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
    expect(readFileSync(path.join(mediaDir, imageUrl.slice("/media/".length))).equals(PNG)).toBe(true);
    expect(reports).toMatchObject([{ task: "draw-cover-image", provider: "openai", outcome: "ok" }]);
  });

  it("answers a clear 503 when the endpoint fails, records the failure, and leaks nothing", async () => {
    fake.reset();
    fake.reply({
      kind: "status",
      status: 500,
      body: { error: { message: "upstream exploded with sk-test-images" } },
    });
    const { images, reports } = service();
    const error = await images
      .createCoverImage({ prompt: "A chart", title: "", seed: "y" }, { tier: "free" })
      .catch((e: unknown) => e as Error & { status?: number });
    expect(error).toMatchObject({
      status: 503,
      message: "The image service is not available right now. Please try again later.",
    });
    expect(reports).toMatchObject([{ provider: "openai", outcome: "error" }]);
  });
});
