// The database thread's entry when the server runs from its TypeScript sources: plain JavaScript,
// so that Node can start it before anything can read TypeScript; it has tsx read the rest.
import { register } from "tsx/esm/api";

register();
await import("./pglite-worker.ts");
