import { Search } from "lucide-react";
import { Input } from "../../../components/ui/index.ts";
import { filterButtonClasses, filterCountClasses } from "../lib/blog-list-classes.ts";
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
            data-filter={value}
            onClick={() => onFilterChange(value)}
            className={filterButtonClasses(filter === value)}
          >
            {label}
            <span data-testid={`count-${value}`} className={filterCountClasses(filter === value)}>
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
