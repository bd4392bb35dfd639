// Small waits and checks shared by the browser specs.

export const wait = (ms) => new Promise((r) => setTimeout(r, ms));

/** Poll `fn` every 100 ms until it holds; after `tries` polls, fail naming `what`. */
export async function until(fn, what, tries = 100) {
  for (let i = 0; i < tries; i++) {
    if (await fn()) return;
    await wait(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function check(cond, what) {
  if (!cond) throw new Error(`expected: ${what}`);
}
