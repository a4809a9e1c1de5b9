// ESLint (flat config): Next's rules for React, hooks, accessibility and Core
// Web Vitals, plus typescript-eslint's recommended set (eslint-config-next).
// Formatting is Prettier's job (npm run format:check), not ESLint's.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Says only whether the React Compiler could keep a useMemo/useCallback;
      // this app does not use the compiler (next.config.ts has no reactCompiler).
      "react-hooks/preserve-manual-memoization": "off",
      // A leading underscore marks a deliberately unused name (an omitted field, a required parameter).
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and scripts are not React or Next code: Playwright fixtures call
    // `use`, vitest helpers are named useX, and `module` is an ordinary name there.
    files: ["tests/**", "scripts/**"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "@next/next/no-assign-module-variable": "off",
    },
  },
  globalIgnores([
    ".next/**",
    ".next-bench/**",
    ".bench/**",
    ".data/**",
    ".tools/**",
    "lib/generated/**",
    // The service worker bundle `npm run build` writes (worker/sw.ts is its source).
    "public/sw.js",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
  ]),
]);
