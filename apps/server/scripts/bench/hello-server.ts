import Fastify from "fastify";

/** The baseline of the catalogue benchmark: a bare Fastify hello-world on the port given. */
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.argv[2]) });
