import { Search } from "lucide-react";
import { cx, Input } from "../../../components/ui/index.ts";
import type { BlogFilter } from "../lib/blog-query.ts";

const filterLabels: { value: BlogFilter; label: string }[] = [
  { value: "all", label: "All Posts" },
  { value: "article", label: "Articles" },
  { value: "news", label: "News" },
];

type BlogFiltersProps = {
  query: string;
  onQueryChange: (query: string) => void;
  filter: BlogFilter;
  onFilterChange: (filter: BlogFilter) => void;
  counts: Record<BlogFilter, number>;
};

/** Search box and the All Posts / Articles / News toggles, each with its count. */
export function BlogFilters({ query, onQueryChange, filter, onFilterChange, counts }: BlogFiltersProps) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {filterLabels.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onFilterChange(value)}
            className={cx(
              "inline-flex h-10 items-center gap-2 rounded-full border px-3 text-sm font-medium transition-colors sm:px-4",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              filter === value
                ? "border-primary bg-primary text-primary-fg"
                : "border-border bg-surface text-muted hover:text-text",
            )}
          >
            {label}
            <span
              data-testid={`count-${value}`}
              className={cx(
                "rounded-full px-2 py-0.5 text-xs font-semibold",
                filter === value ? "bg-primary-fg/15" : "bg-surface-2",
              )}
            >
              {counts[value]}
            </span>
          </button>
        ))}
      </fieldset>
      <div className="relative md:w-80">
        <Search
          aria-hidden="true"
          size={16}
          className="pointer-events-none absolute top-3 left-3.5 text-muted"
        />
        <Input
          type="search"
          label="Search posts"
          hideLabel
          placeholder="Search posts..."
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          className="h-10 pl-10"
        />
      </div>
    </div>
  );
}
