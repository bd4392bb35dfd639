// A webpack plugin for `CHUNK_MODULES=1 npx next build --webpack` (next.config.js adds it then):
// writes .next/chunk-modules.json, each browser chunk's files and the modules inside it with their
// sizes before minification, so scripts/reopen-chunks.ts can say what a page's scripts hold.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class ChunkModulesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap("ChunkModules", (compilation) => {
      const short = compilation.runtimeTemplate.requestShortener;
      const flat = (m, out) => {
        if (m.modules) for (const n of m.modules) flat(n, out);
        else out.push({ name: m.readableIdentifier(short), size: m.size() });
        return out;
      };
      const chunks = [...compilation.chunks].map((c) => ({
        id: c.id,
        files: [...c.files],
        modules: compilation.chunkGraph.getChunkModules(c).flatMap((m) => flat(m, [])),
      }));
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(join(this.dir, "chunk-modules.json"), JSON.stringify({ chunks }));
    });
  }
}
