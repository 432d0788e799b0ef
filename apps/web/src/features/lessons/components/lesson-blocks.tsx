import { ImagePlus } from "lucide-react";
import { useState } from "react";
import { CodeBlock } from "../../../components/content/code-block.tsx";
import { MathView } from "../../../components/content/math.tsx";
import { MermaidDiagram } from "../../../components/content/mermaid-diagram.tsx";
import { Button, Dialog } from "../../../components/ui/index.ts";
import { resolveMediaUrl } from "../../../lib/media-url.ts";
import type { ReadBlock } from "../lib/read-content.ts";
import { ChartView } from "./blocks/chart.tsx";
import { type CheckpointPlace, CheckpointView } from "./blocks/checkpoint.tsx";
import { RefresherView } from "./blocks/refresher.tsx";
import { InlineText } from "./inline-text.tsx";

/** The lesson illustration: the image (click for a full-size popup), a Generate Image button, or its description. */
export type ImageSlot = {
  imageUrl: string | null;
  canGenerate: boolean;
  generating: boolean;
  error: string | null;
  onGenerate: () => void;
};

const HEADER_CLASSES = [
  "",
  "text-3xl font-bold",
  "mt-4 text-2xl font-bold",
  "mt-2 text-xl font-semibold",
  "text-lg font-semibold",
];

function LessonImage({ alt, slot }: { alt: string; slot: ImageSlot }) {
  const [open, setOpen] = useState(false);
  if (slot.imageUrl) {
    const src = resolveMediaUrl(slot.imageUrl) ?? "";
    return (
      <figure className="flex flex-col gap-2">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="overflow-hidden rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`Open image: ${alt}`}
        >
          <img src={src} alt={alt} className="aspect-[1200/630] w-full object-cover" loading="lazy" />
        </button>
        <figcaption className="text-center text-sm text-muted">{alt}</figcaption>
        <Dialog open={open} onOpenChange={setOpen} title={alt} size="lg">
          <img src={src} alt={alt} className="w-full rounded-lg" />
          <p className="mt-2 text-sm text-muted">{alt}</p>
        </Dialog>
      </figure>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong bg-surface-2 px-4 py-8 text-center">
      <ImagePlus aria-hidden="true" size={28} className="text-muted" />
      <p className="max-w-md text-sm text-muted">{alt}</p>
      {slot.canGenerate && (
        <Button size="sm" variant="secondary" onClick={slot.onGenerate} disabled={slot.generating}>
          {slot.generating ? "Generating image..." : "Generate Image"}
        </Button>
      )}
      {slot.error && (
        <p role="alert" className="text-sm text-danger">
          {slot.error}
        </p>
      )}
    </div>
  );
}

/** One lesson block. Headers are clamped 1-4; unknown types show their text. */
export function LessonBlockView({
  block,
  image,
  place,
}: {
  block: ReadBlock;
  image: ImageSlot;
  /** The block's lesson and index: a checkpoint's answer is checked by the server there. */
  place?: CheckpointPlace;
}) {
  switch (block.type) {
    case "header": {
      const level = Math.min(4, Math.max(1, block.level));
      // The page title is the h1: content levels 1 and 2 are its sections (h2), 3 and 4 go below.
      const Tag = `h${Math.max(2, level)}` as "h2" | "h3" | "h4";
      return (
        <Tag className={`${HEADER_CLASSES[level]} scroll-mt-20 tracking-tight text-text`}>
          <InlineText text={block.text} />
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag
          className={`${block.ordered ? "list-decimal" : "list-disc"} flex flex-col gap-1.5 pl-6 marker:text-muted`}
        >
          {block.items.map((item, i) => (
            <li key={`${i}-${item.slice(0, 20)}`}>
              <InlineText text={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case "codeBlock":
      return <CodeBlock language={block.language} code={block.code} />;
    case "mathInline":
      return <MathView latex={block.latex} display={false} />;
    case "mathBlock":
      return <MathView latex={block.latex} display />;
    case "imagePlaceholder":
      return <LessonImage alt={block.alt} slot={image} />;
    case "chart":
      return <ChartView spec={block.spec} title={block.title} />;
    case "diagram":
      return <MermaidDiagram source={block.source} title={block.title} />;
    case "checkpoint":
      return <CheckpointView block={block} place={place} />;
    case "refresher":
      return <RefresherView block={block} />;
    default:
      return <p>{block.text}</p>;
  }
}

/** A skeleton for the block being written. */
export function BlockSkeleton() {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true">
      <div className="h-4 w-11/12 animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-10/12 animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-7/12 animate-pulse rounded bg-surface-2" />
    </div>
  );
}
