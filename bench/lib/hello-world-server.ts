// A plain Fastify hello-world in a process of its own: the reference a Brainy read is set beside, so
// that neither shares an event loop with the load generator. Prints its port once listening.
import Fastify from "fastify";

const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log(address);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
