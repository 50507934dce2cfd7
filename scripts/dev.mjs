/**
 * npm run dev: the API with reload (tsx watch) on PORT (3000) and the Vite dev server on 5173,
 * which proxies /api and /images to it. Ctrl+C stops both.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "build", "-w", "@pallu/domain"], { stdio: "inherit" }),
];
await new Promise((resolve, reject) => children[0].on("exit", (code) => (code === 0 ? resolve() : reject(new Error("domain build failed")))));

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
