// ESLint (flat config), run by `npm run lint` in `npm test` and on every landing, at 0 warnings
// (decision 0105): JavaScript's and typescript-eslint's recommended rules, the rules of hooks, and
// jsx-a11y's recommended accessibility rules on the web app. Formatting is Prettier's, not ESLint's.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

export default tseslint.config(
  {
    // Generated, vendored or built: not ours to lint.
    ignores: [
      "build/",
      "dist/",
      "public/build/",
      ".cache/",
      ".wrangler/",
      "test-results/",
      "playwright-report/",
      "functions/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      // An unused name is a leftover; a leading underscore marks one kept on purpose (a handler's argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, "react-hooks": reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // A component's own `role` prop (a chart's SELLING or BUYING) is not an ARIA role.
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
    },
  },
);
