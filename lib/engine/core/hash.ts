/**
 * Checksums over plain JSON values (Rally the Troops keeps a CRC of each state for the same
 * reason): an exported game carries one so a changed file is caught, and a cached snapshot
 * carries one so a damaged cache is ignored rather than trusted.
 */

/**
 * JSON with object keys sorted, so equal values always give the same text whatever the key
 * order a store or an editor produced. `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    return JSON.stringify(value) ?? "null";
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  }
  const obj = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(obj).sort()) {
    if (obj[key] === undefined) continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(obj[key])}`);
  }
  return `{${parts.join(",")}}`;
}

/** FNV-1a, 32 bits, as 8 hex digits. Not cryptographic: it detects change, not forgery. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

export function checksum(value: unknown): string {
  return fnv1a(canonicalJson(value));
}
