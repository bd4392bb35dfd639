/**
 * A command piped into `head` (or any reader that stops early) ends quietly: once the reader has
 * gone, writing more fails with EPIPE, and there is nothing left to say to anyone (issue 21).
 */
export function quietWhenPipeCloses(): void {
  for (const stream of [process.stdout, process.stderr])
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(0);
      throw e;
    });
}
