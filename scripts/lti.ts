/**
 * LTI 1.3 administration (issue 39, ADR 0055), on the database the server uses (DATABASE_URL, else
 * the PGlite files in DATA_DIR: stop the server first, PGlite has one user).
 *   npm run lti:register -- --issuer URL --client-id ID --deployment ID [--deployment ID…]
 *                           --jwks-url URL --auth-url URL --token-url URL
 *     adds the LMS (or updates the one with this issuer and client id)
 *   npm run lti:rotate-key   a new signing key; the old one stays in the key set for 7 days
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrateDatabase } from "../apps/server/src/db/migrate.ts";
import { rotateSigningKey, upsertPlatform } from "../apps/server/src/modules/lti/index.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    issuer: { type: "string" },
    "client-id": { type: "string" },
    deployment: { type: "string", multiple: true },
    "jwks-url": { type: "string" },
    "auth-url": { type: "string" },
    "token-url": { type: "string" },
  },
});
const command = positionals[0];

function required(name: keyof typeof values, url = false): string {
  const value = values[name];
  if (typeof value !== "string" || !value.trim()) fail(`--${name} is required`);
  if (url && !URL.canParse(value as string))
    fail(`--${name}: expected a URL such as https://lms.example.edu/…`);
  return (value as string).trim();
}
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (command !== "register" && command !== "rotate-key") fail("usage: lti.ts register|rotate-key [options]");
const platform =
  command === "register"
    ? {
        issuer: required("issuer"),
        clientId: required("client-id"),
        deploymentIds: (values.deployment ?? []).map((d) => d.trim()).filter(Boolean),
        jwksUrl: required("jwks-url", true),
        authUrl: required("auth-url", true),
        tokenUrl: required("token-url", true),
      }
    : null;
if (platform && platform.deploymentIds.length === 0) fail("--deployment is required (repeat it for several)");

const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
try {
  await migrateDatabase(handle);
  if (platform) {
    const row = await upsertPlatform(handle.db, platform);
    console.log(
      `Registered ${row.issuer} (client id ${row.clientId}, deployments ${row.deploymentIds.join(", ")}).`,
    );
    const base = config.PUBLIC_URL.replace(/\/$/, "");
    console.log(
      `Give the LMS: login ${base}/api/lti/login, launch ${base}/api/lti/launch, keys ${base}/api/lti/jwks`,
    );
  } else
    console.log(
      `New signing key ${await rotateSigningKey(handle.db)}; the previous one is published for 7 more days.`,
    );
} finally {
  await handle.close();
}
