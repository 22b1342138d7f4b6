/**
 * Import boundaries, checked by `npm run check` (architecture "Modules", architecture "Layout").
 *
 * - No import cycles anywhere under src, type-only imports included.
 * - A client feature (`src/client/features/<name>/`) imports shared code (`src/client/{components,config,
 *   hooks,lib}`, `src/shared`) and its own files, never another feature and never `src/client/app/`.
 *   The one exception is a feature's query keys, `features/<name>/api/query-keys.ts`, which any client
 *   code may import (architecture "Query keys"): it holds nothing but keys and imports only other
 *   query-keys files and, for types, `src/shared/contracts/`, so importing it couples to nothing else.
 * - A client feature holds `api/`, `components/`, `hooks/` and `lib/` only: every screen lives in
 *   `src/client/app/routes/` (as bulletproof-react's `src/app/routes/` does) and imports the features it shows.
 * - Shared client code (`components/`, `config/`, `hooks/`, `lib/`) imports neither features nor the app,
 *   except the features' query-keys files.
 * - The client talks to the server only over HTTP: client and server never import each other, and
 *   `src/shared` (zod contracts, pure domain rules) imports neither.
 * - A server feature (`src/server/features/<name>/`) is reached only through its public module,
 *   `index.ts`, by other features and by everything else (app.ts, main.ts, seed/, test/ …); its own
 *   files, tests included, import each other freely (decision 020).
 * - Server features never import each other in a circle, even through other folders: a folder-scoped
 *   cycle rule (dependency-cruiser aggregates each folder's imports; test files count).
 * - The layers below the features (`ai/`, `auth/`, `db/`, `documents/`, `lib/`, `mail/`) import no feature.
 *
 * TypeScript 7 has no compiler API, so files are turned into JavaScript by Babel with
 * scripts/dependency-babel.config.cjs, which keeps `import type` declarations: a cycle made only of
 * type imports is reported too.
 * Rules are exported separately (`forbidden`) so scripts/dependency-rules.test.ts runs the same ones.
 */

/** A feature's query keys: the one file of a feature that other client code may import. */
const QUERY_KEYS = "^src/client/features/[^/]+/api/query-keys\\.ts$";

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: "no-circular",
    severity: "error",
    comment: "Import cycles make modules impossible to read, test or load on their own.",
    from: { path: "^src/" },
    to: { circular: true },
  },
  {
    name: "no-cross-feature-imports",
    severity: "error",
    comment:
      "A client feature never imports another feature (only its api/query-keys.ts): pass data as props, or combine features in src/client/app/routes/.",
    from: { path: "^src/client/features/([^/]+)/" },
    to: { path: "^src/client/features/([^/]+)/", pathNot: ["^src/client/features/$1/", QUERY_KEYS] },
  },
  {
    name: "feature-folders",
    severity: "error",
    comment:
      "A client feature holds api/, components/, hooks/ and lib/ only: screens live in src/client/app/routes/ and import the features they show.",
    from: {},
    to: { path: "^src/client/features/[^/]+/(?!(api|components|hooks|lib)/)" },
  },
  {
    name: "no-feature-imports-app",
    severity: "error",
    comment: "Features never import the app shell (src/client/app/): move what they need to config/ or lib/.",
    from: { path: "^src/client/features/" },
    to: { path: "^src/client/app/" },
  },
  {
    name: "no-shared-client-imports-features",
    severity: "error",
    comment:
      "Shared client code (components/, config/, hooks/, lib/) is used by every feature, so it never imports a feature or the app shell.",
    from: { path: "^src/client/(components|config|hooks|lib)/" },
    to: { path: "^src/client/(app|features)/", pathNot: QUERY_KEYS },
  },
  {
    name: "query-keys-hold-only-keys",
    severity: "error",
    comment:
      "A query-keys file is imported across features and by lib/, so it holds keys only: it imports other query-keys files and types from src/shared/contracts/, nothing else.",
    from: { path: "^src/client/.+/query-keys\\.ts$" },
    to: { pathNot: ["^src/client/.+/query-keys\\.ts$", "^src/shared/contracts/"] },
  },
  {
    name: "no-client-imports-server",
    severity: "error",
    comment: "The client talks to the server only through /api. Import contracts from src/shared instead.",
    from: { path: "^src/client/" },
    to: { path: "^src/server/" },
  },
  {
    name: "no-server-imports-client",
    severity: "error",
    comment: "The server never imports client code.",
    from: { path: "^src/server/" },
    to: { path: "^src/client/" },
  },
  {
    name: "server-feature-public-module",
    severity: "error",
    comment:
      "A server feature imports another feature only through its public module, src/server/features/<name>/index.ts (decision 020).",
    from: { path: "^src/server/features/([^/]+)/" },
    to: {
      path: "^src/server/features/[^/]+/",
      pathNot: ["^src/server/features/$1/", "^src/server/features/[^/]+/index\\.ts$"],
    },
  },
  {
    name: "server-feature-public-module-outside",
    severity: "error",
    comment:
      "Code outside the server features (app.ts, main.ts, seed/, test/ kits …) reaches a feature only through its index.ts (decision 020).",
    from: { path: "^src/", pathNot: "^src/server/features/" },
    to: { path: "^src/server/features/[^/]+/", pathNot: "^src/server/features/[^/]+/index\\.ts$" },
  },
  {
    name: "no-server-feature-cycles",
    severity: "error",
    comment:
      "Server features are layered (decision 020): a feature never imports, even through other folders, a feature that imports it. Move the shared part below both, or let the higher one call the lower one.",
    scope: "folder",
    from: { path: "^src/server/features/[^/]+$" },
    to: { path: "^src/server/features/[^/]+(/|$)", circular: true },
  },
  {
    name: "no-lower-layer-imports-server-feature",
    severity: "error",
    comment:
      "ai/, auth/, db/, documents/, lib/ and mail/ are used by the server features, so they never import one (decision 020).",
    from: { path: "^src/server/(ai|auth|db|documents|lib|mail)/" },
    to: { path: "^src/server/features/" },
  },
  {
    name: "no-shared-imports-client-or-server",
    severity: "error",
    comment: "src/shared runs on both sides: it never imports client or server code.",
    from: { path: "^src/shared/" },
    to: { path: "^src/(client|server)/" },
  },
];

/** @type {import('dependency-cruiser').ICruiseOptions} */
const options = {
  babelConfig: { fileName: "scripts/dependency-babel.config.cjs" },
  doNotFollow: { path: "node_modules" },
  exclude: { path: "(^|/)node_modules/" },
  tsConfig: { fileName: "tsconfig.json" },
  enhancedResolveOptions: {
    extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    conditionNames: ["import", "require", "node", "default", "types"],
    mainFields: ["module", "main", "types"],
  },
  reporterOptions: { text: { highlightFocused: true } },
};

module.exports = { forbidden, options };
