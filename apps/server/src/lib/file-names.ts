/** Names of the files an export writes: readable, safe on every system, unique within their folder. */

/** Characters Windows, macOS or Obsidian refuse (or read as syntax) in a file name. */
const UNSAFE = /[\\/:*?"<>|#^[\]\p{Cc}]/gu;

/** A title as a file or folder name: unsafe characters dropped, spaces collapsed, at most 80 characters. */
export function safeFileName(title: string, fallback = "Untitled"): string {
  const name = title.replace(UNSAFE, " ").replace(/\s+/g, " ").trim().replace(/^\.+/, "").slice(0, 80).trim();
  return name || fallback;
}

/** `n` padded to the width of `total`: 01, 02 … 12. */
export function ordinal(n: number, total: number): string {
  return String(n).padStart(Math.max(2, String(total).length), "0");
}

/** Hands out names unique case-insensitively: 'Name', then 'Name (2)', 'Name (3)'. */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name} (${n})`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** A relative link to a path inside the export (spaces and other characters escaped). */
export function linkPath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/** A Content-Disposition header for a download: an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
