import { Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Link } from "react-router";
import { Card, Input } from "../../../components/ui/index.ts";
import { useSourceSearch } from "../api/search-sources.ts";
import { passageLocation } from "./format.ts";

/** Search across every source: the best passages, each opening the viewer at its place. */
export function SourceSearch() {
  const [q, setQ] = useState("");
  const deferred = useDeferredValue(q.trim());
  const search = useSourceSearch(deferred);
  const hits = deferred ? (search.data ?? []) : [];

  return (
    <section className="flex flex-col gap-3" aria-label="Search your sources">
      <Input
        label="Search your sources"
        hideLabel
        placeholder="Search your sources..."
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        maxLength={500}
      />
      {deferred && search.isSuccess && hits.length === 0 && (
        <p className="text-sm text-muted">Nothing in your sources matches that.</p>
      )}
      {hits.length > 0 && (
        <ul className="flex flex-col gap-2">
          {hits.map((hit) => (
            <li key={hit.id}>
              <Card className="p-3">
                <Link
                  to={`/sources/${hit.sourceId}?passage=${hit.id}`}
                  className="flex flex-col gap-1 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-center gap-2 text-xs text-muted">
                    <Search aria-hidden="true" size={12} /> {hit.sourceTitle} · {passageLocation(hit)}
                  </span>
                  <span className="line-clamp-2 text-sm">{hit.text}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
