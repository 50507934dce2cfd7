import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defaultClientConditions, defineConfig, loadEnv } from "vite";
import { leanReactRouter } from "./build/lean-react-router";
import { precompressAssets } from "./build/precompress";

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // Lets the SPA run against any API (a local mock, a staging server) without code changes.
  const apiTarget = loadEnv(mode, process.cwd(), "").API_PROXY_TARGET || "http://localhost:3000";
  const proxy = {
    "/api": { target: apiTarget, changeOrigin: true },
    "/images": { target: apiTarget, changeOrigin: true },
  };
  const shared = {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  };
  if (isSsrBuild) {
    // The server's renderer: one self-contained file beside the browser's build, never served to browsers.
    return {
      ...shared,
      ssr: { noExternal: true },
      // React and Redux in their production form whatever the server's mode: the browser runs that form too.
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        target: "node20",
        outDir: "dist-ssr",
        emptyOutDir: true,
        minify: false,
        rollupOptions: {
          input: "src/entry-server.tsx",
          output: { entryFileNames: "entry-server.js", inlineDynamicImports: true },
        },
      },
    };
  }
  return {
    ...shared,
    plugins: [...shared.plugins, leanReactRouter(), precompressAssets()],
    resolve: {
      alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
      // The dev server reads the domain package's sources, so `npm run dev` needs no build first
      // and shows a change to them at once; builds keep reading its compiled output.
      ...(command === "serve" ? { conditions: ["source", ...defaultClientConditions] } : {}),
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: "es2022",
      // Terser packs the first load about 3 KB (gzip) tighter than esbuild: that is the budget's margin.
      minify: "terser",
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
      // Read by .size-limit.js to measure each route's first load, and by the server for its preload hints.
      manifest: true,
      // Every browser the shop supports but Safari before 17 preloads modules itself; there, the
      // route's scripts simply load when imported. The polyfill would be half a kB of every first load.
      modulePreload: { polyfill: false },
      // The entry lists every page's file by name for preloading; seven characters of hash (4 trillion
      // values) still bust caches, and the one fewer per name are bytes no compressor can save.
      rollupOptions: {
        output: {
          entryFileNames: "assets/[name]-[hash:7].js",
          chunkFileNames: "assets/[name]-[hash:7].js",
          assetFileNames: "assets/[name]-[hash:7][extname]",
        },
      },
    },
  };
});
