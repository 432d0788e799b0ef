/**
 * The server may send capitalised keys (`Id`, `IsCompleted`); the client accepts both spellings
 *. This turns every object key's first letter to lower case, deeply,
 * leaving map-like records keyed by ids untouched in value.
 */
export function camelizeKeys<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => camelizeKeys(item)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const camel =
        key.length > 0 && /^[A-Z]/.test(key) && !/^[A-Z0-9_]+$/.test(key)
          ? key[0]!.toLowerCase() + key.slice(1)
          : key;
      // Prefer an explicit camelCase key when both spellings are present.
      if (camel !== key && camel in (value as Record<string, unknown>)) continue;
      out[camel] = camelizeKeys(inner);
    }
    return out as T;
  }
  return value as T;
}
