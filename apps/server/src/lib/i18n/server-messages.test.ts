import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import { listOutboxMessages } from "../../modules/mail/index.ts";

/** Answers and emails in the learner's locale (issue 42): API tests through app.inject. */
let t: TestContext;
let ip = 0;
const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: `10.42.0.${++ip}`, ...options });

// A loaded shared machine can take over a minute to migrate a fresh database.
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://brainy.example/" });
}, 240_000);
afterAll(() => t?.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, headers });

describe("error messages", () => {
  it("answer in Spanish for Accept-Language: es, the spec's English otherwise", async () => {
    const spanish = await login("nobody@example.com", "Wrong-pass1!", {
      "accept-language": "es-ES,es;q=0.9",
    });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json()).toEqual({
      error: "UNAUTHORIZED",
      message: "Correo electrónico o contraseña incorrectos",
    });
    const english = await login("nobody@example.com", "Wrong-pass1!");
    expect(english.json().message).toBe("Invalid email or password");
  });

  it("answer English for an unknown or malformed locale", async () => {
    for (const header of ["xx", "xx-YY, zz;q=0.5", "*", ";;;q=abc"]) {
      const res = await login("nobody@example.com", "Wrong-pass1!", { "accept-language": header });
      expect(res.json().message, header).toBe("Invalid email or password");
    }
  });

  it("follow the signed-in learner's interface locale over the header", async () => {
    const user = await createUser(t, { interfaceLocale: "ja" });
    const res = await inject({
      method: "GET",
      url: "/api/goals/00000000-0000-4000-8000-000000000000",
      headers: { ...user.auth, "accept-language": "es" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "NOT_FOUND", message: "目標が見つかりません" });
  });

  it("say an error no catalog names by its code's message, never a key", async () => {
    const user = await createUser(t);
    const res = await inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: { ...user.auth, "accept-language": "de" },
      payload: { birthDate: "2099-01-01" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Das Geburtsdatum darf nicht in der Zukunft liegen.");
  });

  it("localise validation messages: the contract's own and zod's", async () => {
    const res = await inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "accept-language": "fr" },
      payload: { username: "a", email: "not-an-email", password: "x" },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    const messages = body.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain("Le nom d’utilisateur doit comporter au moins 2 caractères");
    expect(messages).toContain("Saisissez une adresse e-mail valide");
    expect(body.message).toMatch(/^\w+: /);
    expect(JSON.stringify(body)).not.toMatch(/validation\.|errors\./);
  });
});

describe("the account's interface locale", () => {
  it("is stored by PUT /api/user/profile, returned by GET /api/user, and cleared with null", async () => {
    const user = await createUser(t);
    const put = (interfaceLocale: unknown) =>
      inject({ method: "PUT", url: "/api/user/profile", headers: user.auth, payload: { interfaceLocale } });
    expect((await put("ar")).json().interfaceLocale).toBe("ar");
    const read = await inject({ method: "GET", url: "/api/user", headers: user.auth });
    expect(read.json().interfaceLocale).toBe("ar");
    // The next error speaks Arabic at once (the cached sign-in facts were dropped).
    const missing = await inject({
      method: "GET",
      url: "/api/goals/00000000-0000-4000-8000-000000000000",
      headers: user.auth,
    });
    expect(missing.json().message).toBe("الهدف غير موجود");
    expect((await put(null)).json().interfaceLocale).toBeNull();
  });

  it("refuses a locale outside the ten with 400 VALIDATION_FAILED", async () => {
    const user = await createUser(t);
    for (const bad of ["xx", "en-XA", "pt", 42]) {
      const res = await inject({
        method: "PUT",
        url: "/api/user/profile",
        headers: user.auth,
        payload: { interfaceLocale: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error).toBe("VALIDATION_FAILED");
      expect(res.json().message).toMatch(/^interfaceLocale: /);
    }
  });

  it("gives a new learner the learning language of their locale; English stays English", async () => {
    const register = async (payload: object, headers: Record<string, string> = {}) => {
      const n = ++ip;
      const res = await inject({
        method: "POST",
        url: "/api/auth/register",
        headers,
        payload: {
          username: `loc${n}`,
          email: `loc${n}@example.com`,
          password: "Zebra-Canyon-42!",
          ...payload,
        },
      });
      expect(res.statusCode).toBe(201);
      const me = await inject({
        method: "GET",
        url: "/api/user",
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      return me.json() as { learningLanguage: string; interfaceLocale: string | null };
    };
    expect(await register({}, { "accept-language": "es-MX,es;q=0.9,en;q=0.5" })).toMatchObject({
      learningLanguage: "es",
      interfaceLocale: null,
    });
    expect(await register({}, { "accept-language": "en-US,en;q=0.9" })).toMatchObject({
      learningLanguage: "en",
      interfaceLocale: null,
    });
    expect(await register({})).toMatchObject({ learningLanguage: "en", interfaceLocale: null });
    expect(await register({}, { "accept-language": "xx" })).toMatchObject({ learningLanguage: "en" });
    expect(await register({ interfaceLocale: "zh-CN" }, { "accept-language": "de" })).toMatchObject({
      learningLanguage: "zh",
      interfaceLocale: "zh-CN",
    });
  });
});

describe("emails", () => {
  /** The mails for an address once there are `count` (the reset mail is sent by a job). */
  async function mailsFor(email: string, count: number) {
    await expect
      .poll(async () => (await listOutboxMessages(t.handle.db, { to: email, limit: 10 })).length, {
        timeout: 15_000,
        interval: 20,
      })
      .toBe(count);
    return listOutboxMessages(t.handle.db, { to: email, limit: 10 });
  }

  it("send the password reset in the learner's interface locale (Japanese)", async () => {
    const user = await createUser(t, { interfaceLocale: "ja", username: "Hanako<&>" });
    const res = await inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { "accept-language": "es" },
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsFor(user.email, 1);
    expect(mail!.subject).toBe("Brainy AI のパスワードをリセット");
    expect(mail!.text).toContain("Hanako<&> さん");
    expect(mail!.text).toContain("1 時間以内にこのリンクを開いて");
    expect(mail!.text).toMatch(/https:\/\/brainy\.example\/reset-password\?token=[\w-]+/);
    expect(mail!.html).toContain("Hanako&lt;&amp;&gt; さん");
    expect(mail!.html).toContain(">パスワードをリセット</a>");
  });

  it("send it in the request's language when the learner chose none, English by default", async () => {
    const spanish = await createUser(t);
    const english = await createUser(t);
    await inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { "accept-language": "es" },
      payload: { email: spanish.email },
    });
    await inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: english.email } });
    const [es] = await mailsFor(spanish.email, 1);
    const [en] = await mailsFor(english.email, 1);
    expect(es!.subject).toBe("Restablece tu contraseña de Brainy AI");
    expect(es!.text.startsWith(`Hola, ${spanish.username}:`)).toBe(true);
    expect(en!.subject).toBe("Reset your Brainy AI password");
    expect(en!.text.split("\n").slice(0, 4)).toEqual([
      `Hi ${english.username},`,
      "",
      "We received a request to reset the password of your Brainy AI account.",
      "Open this link within 1 hour to choose a new password:",
    ]);
  });
});
