/**
 * Counts the IndexedDB requests made while `run` runs: every call on an object store, an index
 * or a cursor that answers with a request (get, getAll, put, add, delete, clear, count,
 * openCursor, openKeyCursor, a cursor's continue / advance / update / delete). It wraps the
 * prototypes fake-indexeddb installs (tests/setup.ts) and unwraps them afterwards.
 */
const WRAPPED: [string, string[]][] = [
  [
    "IDBObjectStore",
    [
      "get",
      "getKey",
      "getAll",
      "getAllKeys",
      "put",
      "add",
      "delete",
      "clear",
      "count",
      "openCursor",
      "openKeyCursor",
    ],
  ],
  ["IDBIndex", ["get", "getKey", "getAll", "getAllKeys", "count", "openCursor", "openKeyCursor"]],
  ["IDBCursor", ["continue", "continuePrimaryKey", "advance", "update", "delete"]],
];

export async function countRequests<T>(
  run: () => Promise<T>,
): Promise<{ result: T; requests: number; by: Record<string, number> }> {
  const by: Record<string, number> = {};
  const undo: (() => void)[] = [];
  const g = globalThis as unknown as Record<string, { prototype: Record<string, unknown> }>;
  for (const [cls, methods] of WRAPPED) {
    const proto = g[cls]?.prototype;
    if (!proto) throw new Error(`no ${cls} (is fake-indexeddb installed?)`);
    for (const m of methods) {
      const original = proto[m] as ((...a: unknown[]) => unknown) | undefined;
      if (typeof original !== "function") continue;
      proto[m] = function (
        this: { name?: string; objectStore?: { name: string } },
        ...args: unknown[]
      ) {
        // By table: an object store's name, an index's store; a cursor's by method only.
        const table = cls === "IDBCursor" ? "cursor" : (this.objectStore?.name ?? this.name);
        const key = `${table}.${m}`;
        by[key] = (by[key] ?? 0) + 1;
        return original.apply(this, args);
      };
      undo.push(() => {
        proto[m] = original;
      });
    }
  }
  try {
    const result = await run();
    const requests = Object.values(by).reduce((a, b) => a + b, 0);
    return { result, requests, by };
  } finally {
    for (const u of undo) u();
  }
}
