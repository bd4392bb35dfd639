import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Engine, machine and persistence tests run in Node (fast); component tests (tests/ui, any .tsx
// test) run in jsdom. A .ts test elsewhere that needs the DOM can opt in with a
// `// @vitest-environment jsdom` comment at its top.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    globals: true,
    testTimeout: 20_000,
    exclude: ["node_modules/**", ".next/**", "e2e/**"],
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          setupFiles: ["./tests/setup.ts"],
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/ui/**", "node_modules/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          setupFiles: ["./tests/setup.ts", "./tests/setup-dom.ts"],
          include: ["tests/ui/**/*.test.{ts,tsx}", "tests/**/*.test.tsx"],
        },
      },
    ],
  },
});
