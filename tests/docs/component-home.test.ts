import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 12 item 11: one home for components. Under app/, only Next's route files live outside
// app/_components; every component, hook and helper of the screens is inside it.
const APP = join(__dirname, "..", "..", "app");
const ROUTE_FILES = new Set(["page.tsx", "layout.tsx", "not-found.tsx", "globals.css"]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe("app/ layout", () => {
  it("keeps every component under app/_components; elsewhere only route files", () => {
    const stray = files(APP)
      .map((path) => relative(APP, path))
      .filter((path) => !path.startsWith("_components/"))
      .filter((path) => !ROUTE_FILES.has(path.split("/").pop() ?? ""));
    expect(stray).toEqual([]);
  });

  it("has no second components folder", () => {
    const folders = files(APP)
      .map((path) => relative(APP, path).split("/"))
      .flatMap((parts) => parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("/")))
      .filter((folder) => /(^|\/)_?components$/.test(folder));
    expect([...new Set(folders)]).toEqual(["_components"]);
  });
});
