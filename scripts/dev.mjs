/**
 * npm run dev: the API with reload (tsx watch) on PORT (3000) and the Vite dev server on 5173,
 * which proxies /api and /images to it. Ctrl+C stops both. Both read the domain package's
 * TypeScript sources (its `source` export condition), so nothing needs building first.
 */
import { spawn } from "node:child_process";

const servers = [
  spawn("npm", ["run", "dev", "-w", "@pallu/server"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@pallu/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of servers) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of servers) child.on("exit", stop);
