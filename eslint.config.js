import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";
import serverModules from "./eslint/server-module-boundaries.js";

const webFeatures = (() => {
  try {
    return readdirSync(new URL("./apps/web/src/features", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** React Router's own links and forms bring its framework prefetching into every first load; the shop's are in src/lib/link.tsx. */
const webRestrictedPaths = [
  {
    name: "react-router",
    importNames: ["Link", "NavLink", "LinkProps", "NavLinkProps", "Form", "useFetcher", "useFetchers", "ScrollRestoration", "PrefetchPageLinks"],
    message: "Use the shop's Link and NavLink from @/lib/link: React Router's carry its framework code into every first load.",
  },
];

/** Web features never import each other: they are composed in apps/web/src/app. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: webRestrictedPaths,
        patterns: [
          {
            group: webFeatures
              .filter((other) => other !== feature)
              .flatMap((other) => [`**/features/${other}`, `**/features/${other}/**`]),
            message: "Features do not import each other; compose them in src/app.",
          },
          { group: ["**/app/**", "../../app/*"], message: "Features do not import the app layer." },
          { group: ["@pallu/server", "**/apps/server/**"], message: "The web app never imports server code." },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/dist-types/**",
      "**/node_modules/**",
      "data/**",
      "coverage/**",
      "e2e/screenshots/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "process",
          "console",
          "URL",
          "URLSearchParams",
          "setTimeout",
          "clearTimeout",
          "setInterval",
          "clearInterval",
          "fetch",
          "Buffer",
          "AbortSignal",
          "FormData",
          "Blob",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    // One request must never freeze the server: a pattern that can backtrack super-linearly fails lint.
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          paths: webRestrictedPaths,
          patterns: [
            { group: ["@pallu/server", "**/apps/server/**"], message: "The web app never imports server code." },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Server modules: a public face (index.ts), one direction, leaves never importing orchestrators (docs/architecture.md).
    files: ["apps/server/src/**/*.ts"],
    plugins: { "server-modules": serverModules },
    rules: { "server-modules/server-module-boundaries": "error" },
  },
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-*", "fastify", "@fastify/*", "drizzle-orm", "drizzle-orm/*", "pg", "@reduxjs/*"],
              message: "The domain package is framework-free.",
            },
          ],
        },
      ],
    },
  },
  {
    // A production install has no test tools (the Dockerfile prunes dev dependencies): the shop's
    // code never reaches a test framework or the tests' support files.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/test/**", "apps/server/src/contract/**", "apps/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["vitest", "vitest/*", "@vitest/*"], message: "Only tests and src/test may import the test framework." },
            { group: ["**/test/*", "!**/test/*.test.js"], message: "Only tests import the tests' support files (src/test)." },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/config.ts", "apps/server/src/test/**", "apps/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through config.ts only." },
      ],
    },
  },
);
