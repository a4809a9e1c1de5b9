// The layering rules (docs/architecture.md, "What may import what"), checked
// by `npm run lint` (`depcruise .`). Type-only imports count: a layer that
// needs another's types depends on it too.

// Browser-only modules: they use window, storage or cookies, or call our
// API by relative URL. The server imports none of them.
const BROWSER_ONLY = "^lib/client/";

// The app's own code at the root, beside app/, components/ and lib/.
const ROOT_APP_FILES = "^(middleware|auth|auth\\.config|instrumentation)\\.ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment: "Two folders that import each other (directly or round a loop) are one tangle: move the shared part down, or into the folder that uses it.",
      severity: "error",
      scope: "folder",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-runtime-cycles",
      comment: "Modules that load each other at run time see each other half-initialised. A loop through a type-only import is harmless.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "lib-root-is-the-base",
      comment: "lib/*.ts (the environment, the database pool, navigation) is what every feature builds on: it imports no feature folder.",
      severity: "error",
      from: { path: "^lib/[^/]+$" },
      to: { path: "^lib/[^/]+/", pathNot: "^lib/generated/" },
    },
    {
      name: "lib-not-ui",
      comment: "lib/ is logic and data; pages (app/) and components use it, never the other way round.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-not-app",
      comment: "Pages and route handlers (app/) compose components; a component never imports a page.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "server-not-browser-only",
      comment: "Browser-only modules (lib/client/) are for client components; the server (app/, lib/, the root files) imports none.",
      severity: "error",
      from: { path: `^(app|lib)/|${ROOT_APP_FILES}`, pathNot: BROWSER_ONLY },
      to: { path: BROWSER_ONLY },
    },
    {
      name: "app-not-tooling",
      comment: "The app ships without scripts/ and tests/.",
      severity: "error",
      from: { path: `^(app|components|lib)/|${ROOT_APP_FILES}` },
      to: { path: "^(scripts|tests)/" },
    },
    {
      name: "scripts-not-tests",
      comment: "Tests may use scripts/lib; scripts never import tests/: a helper both need lives in scripts/lib.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^tests/" },
    },
  ],
  options: {
    // Build output, installed tools and packages, generated code.
    exclude: { path: "^(node_modules|\\.[^/]+)(/|$)" },
    doNotFollow: { path: "^(node_modules|lib/generated)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
  },
};
