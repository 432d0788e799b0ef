import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A Checkout Session as the fake keeps it (the fields Brainy reads and sends). */
export type FakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  price: string | null;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  subscription: string | null;
  expires_at: number;
};

export type FakeSubscription = {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  ended_at: number | null;
  metadata: Record<string, string>;
  items: { object: "list"; data: { id: string; current_period_end: number; current_period_start: number }[] };
};

export type FakeStripe = {
  /** http://127.0.0.1:<port>, the value for STRIPE_API_URL. */
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Every request: method, path and its form body. */
  requests: { method: string; path: string; form: URLSearchParams }[];
  /** Pays a session as Stripe's hosted page would: a customer and an active monthly subscription. */
  completeCheckout(sessionId: string): FakeSubscription;
  /** Answers every request with 500 until called again with false. */
  failAll(fail: boolean): void;
  close(): Promise<void>;
};

const DAY = 24 * 60 * 60;
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** Reads Stripe's form encoding of one nested object, e.g. metadata[userId]. */
function nested(form: URLSearchParams, name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name.replace(/[[\]]/g, "\\$&")}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}

function missing(res: ServerResponse, what: string, value: string) {
  res.writeHead(404, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}: '${value}'`,
      },
    }),
  );
}

/**
 * An in-memory Stripe API on 127.0.0.1 for tests, enough for Brainy: Checkout Sessions (create,
 * retrieve), subscriptions (retrieve, update cancel_at_period_end), billing portal sessions. It checks
 * the secret key like Stripe (401 otherwise) and answers resource_missing for unknown ids.
 */
export async function startFakeStripe(options: { secretKey: string }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: FakeStripe["requests"] = [];
  let failing = false;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const form = new URLSearchParams(
      req.method === "GET" ? url.search : Buffer.concat(chunks).toString("utf8"),
    );
    requests.push({ method: req.method ?? "GET", path: url.pathname, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (failing) return send(500, { error: { type: "api_error", message: "Fake Stripe is failing" } });
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const session: FakeCheckoutSession = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: form.get("mode") ?? "payment",
        status: "open",
        payment_status: "unpaid",
        url: "",
        client_reference_id: form.get("client_reference_id"),
        customer: form.get("customer"),
        customer_email: form.get("customer_email"),
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        price: form.get("line_items[0][price]"),
        metadata: nested(form, "metadata"),
        subscription_metadata: nested(form, "subscription_data[metadata]"),
        subscription: null,
        expires_at: Math.floor(Date.now() / 1000) + DAY,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      sessions.set(session.id, session);
      return send(200, session);
    }
    if (req.method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? send(200, session) : missing(res, "checkout.session", parts[3]);
    }
    if (parts[1] === "subscriptions" && parts[2]) {
      const subscription = subscriptions.get(parts[2]);
      if (!subscription) return missing(res, "subscription", parts[2]);
      if (req.method === "POST" && form.has("cancel_at_period_end")) {
        subscription.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
      }
      return send(200, subscription);
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(200, {
        id: id("bps"),
        object: "billing_portal.session",
        customer: form.get("customer"),
        return_url: form.get("return_url"),
        url: `https://billing.stripe.test/p/session/${form.get("customer")}`,
      });
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    subscriptions,
    requests,
    completeCheckout(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such session ${sessionId}`);
      const now = Math.floor(Date.now() / 1000);
      const customer = session.customer ?? id("cus");
      const subscription: FakeSubscription = {
        id: id("sub"),
        object: "subscription",
        status: "active",
        customer,
        cancel_at_period_end: false,
        cancel_at: null,
        created: now,
        ended_at: null,
        metadata: session.subscription_metadata,
        items: {
          object: "list",
          data: [{ id: id("si"), current_period_start: now, current_period_end: now + 30 * DAY }],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        customer,
        subscription: subscription.id,
      });
      return subscription;
    },
    failAll(fail) {
      failing = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
