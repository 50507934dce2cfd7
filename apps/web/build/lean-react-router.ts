import type { Plugin } from "vite";

/** React Router's bundled module: the one file that holds its components, hooks and data router. */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;
/** `Link.displayName = "Link";`: names for React's developer tools, which a production page never opens. */
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm;
/** `var Link = React10.forwardRef(`: a component or context made once, which nothing needs unless something uses it. */
const MADE_ONCE = /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;

/**
 * Lets the bundler leave out the parts of React Router the shop never uses. The library ships as
 * one module whose every component carries a `displayName` assignment and is made by an
 * unannotated call, so importing one hook kept all of it (the data router, forms, fetchers and
 * framework prefetching: about 5 kB gzip of every first load). Those statements are marked free
 * of side effects, as its source means them; nothing the shop runs changes. A React Router whose
 * file no longer matches fails the build, so the saving cannot vanish unnoticed.
 */
export function leanReactRouter(): Plugin {
  let matched = 0;
  return {
    name: "pallu:lean-react-router",
    apply: "build",
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      const names = code.match(DISPLAY_NAME)?.length ?? 0;
      const made = code.match(MADE_ONCE)?.length ?? 0;
      if (names === 0 || made === 0) return null;
      matched += 1;
      return { code: code.replace(DISPLAY_NAME, "").replace(MADE_ONCE, "$1/* @__PURE__ */ $2"), map: null };
    },
    buildEnd(error) {
      if (!error && matched === 0) this.error("React Router's module no longer has the shape leanReactRouter expects: check its dist files");
    },
  };
}
