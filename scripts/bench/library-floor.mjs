/**
 * The smallest first load the storefront's libraries allow: bundles three one-page apps that use
 * only what every storefront route uses (React DOM's hydrateRoot; React Router's BrowserRouter,
 * Routes, Link and hooks; Redux Toolkit's store and slice with RTK Query's React hooks and the
 * Redux Provider), minifies them as the web build does (esbuild bundle, then Terser with two
 * compress passes) and prints each one's gzip size at level 9, the measure of `npm run size`.
 * A benchmark: it prints figures and fails only when a bundle cannot be built.
 */
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";

const webRequire = createRequire(new URL("../../apps/web/package.json", import.meta.url));
const esbuild = webRequire("esbuild");
const { minify } = webRequire("terser");

const HYDRATE = `import { hydrateRoot } from "react-dom/client";`;
const ROUTER = `import { BrowserRouter, Routes, Route, Link, useParams, useSearchParams, useNavigate, useLocation } from "react-router";`;
const PAGE = (body) => `function Page() {
  const { id } = useParams(); const [params] = useSearchParams(); const navigate = useNavigate(); const { pathname } = useLocation();
  ${body}
  return <div onClick={() => navigate("/")}>{pathname}{params.get("q")}{id}{data?.name}<Link to="/">home</Link></div>;
}`;

const APPS = {
  "React DOM": `${HYDRATE}
hydrateRoot(document.getElementById("root"), <p>Pallu</p>);`,
  "React DOM + React Router": `${HYDRATE}
${ROUTER}
${PAGE("const data = undefined;")}
hydrateRoot(document.getElementById("root"), <BrowserRouter><Routes><Route path="/p/:id" element={<Page />} /></Routes></BrowserRouter>);`,
  "React DOM + React Router + Redux Toolkit with RTK Query": `${HYDRATE}
${ROUTER}
import { configureStore, createSlice } from "@reduxjs/toolkit";
import { createApi, fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import { Provider } from "react-redux";
const api = createApi({ baseQuery: fetchBaseQuery({ baseUrl: "/api/v1" }), endpoints: (build) => ({ product: build.query({ query: (id) => "/p/" + id }) }) });
const cart = createSlice({ name: "cart", initialState: { lines: [] }, reducers: { added: (state, action) => { state.lines.push(action.payload); } } });
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer, cart: cart.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
${PAGE("const { data } = api.useProductQuery(id);")}
hydrateRoot(document.getElementById("root"), <Provider store={store}><BrowserRouter><Routes><Route path="/p/:id" element={<Page />} /></Routes></BrowserRouter></Provider>);`,
};

// Resolved from the web package, so the libraries are the versions the shop ships; nothing is written.
const webDir = new URL("../../apps/web/", import.meta.url).pathname;
console.log("gzip -9 of the minified bundle (kB = 1,000 bytes):");
for (const [name, contents] of Object.entries(APPS)) {
  const { outputFiles } = await esbuild.build({
    stdin: { contents, resolveDir: webDir, loader: "jsx" },
    bundle: true,
    format: "esm",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "error",
  });
  const { code } = await minify(outputFiles[0].text, {
    module: true,
    compress: { passes: 2 },
    format: { comments: false },
  });
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(`  ${name.padEnd(58)} ${(gzip / 1000).toFixed(1).padStart(6)} kB`);
}
