import type { Slide, SlideVisual } from "@brainy/contract";
import { CodeBlock } from "../../../../components/content/code-block.tsx";
import { MathView } from "../../../../components/content/math.tsx";
import { MermaidDiagram } from "../../../../components/content/mermaid-diagram.tsx";
import { resolveMediaUrl } from "../../../../lib/media-url.ts";
import { ChartView } from "../blocks/chart.tsx";
import { InlineText } from "../inline-text.tsx";

function Visual({
  visual,
  imageUrl,
  slideTitle,
}: {
  visual: SlideVisual;
  imageUrl: string | null;
  slideTitle: string;
}) {
  // A chart's or diagram's title is often the slide's: then it is not said twice.
  const caption = "title" in visual && visual.title !== slideTitle ? visual.title : undefined;
  switch (visual.type) {
    case "code":
      return <CodeBlock language={visual.language} code={visual.code} />;
    case "math":
      return (
        <div className="text-[1.4em]">
          <MathView latex={visual.latex} display />
        </div>
      );
    case "chart":
      return <ChartView spec={visual.spec} title={caption} />;
    case "diagram":
      return <MermaidDiagram source={visual.source} title={caption} />;
    case "image": {
      const src = resolveMediaUrl(imageUrl);
      return src ? (
        <img src={src} alt={visual.alt} className="max-h-full w-full rounded-xl object-contain" />
      ) : (
        <p className="rounded-xl border border-dashed border-border-strong p-6 text-center text-muted">
          {visual.alt}
        </p>
      );
    }
  }
}

/**
 * One slide of the presenter, drawn with the lesson page's own renderers (code, formulas, charts,
 * diagrams). Its text scales with the slide's width on larger screens (container units).
 */
export function SlideView({ slide, imageUrl }: { slide: Slide; imageUrl: string | null }) {
  const section =
    slide.section !== slide.title && slide.kind !== "title" && slide.kind !== "summary"
      ? slide.section
      : null;
  if (slide.kind === "title") {
    return (
      <div className="flex h-full flex-col justify-center gap-4">
        <h2 className="text-[2em] leading-tight font-bold tracking-tight">{slide.title}</h2>
        <p className="text-[0.8em] text-muted">A lesson from Brainy AI</p>
      </div>
    );
  }
  return (
    <div className="flex h-full min-h-0 flex-col gap-[0.6em]">
      {section && (
        <p className="text-[0.55em] font-semibold tracking-widest text-accent uppercase">{section}</p>
      )}
      <h2 className="text-[1.5em] leading-tight font-bold tracking-tight">{slide.title}</h2>
      {slide.kind === "points" && (
        <ul className="flex list-disc flex-col gap-[0.5em] pl-[1.2em] marker:text-primary">
          {slide.points.map((point, i) => (
            <li key={`${i}-${point.slice(0, 16)}`}>
              <InlineText text={point} />
            </li>
          ))}
        </ul>
      )}
      {slide.kind === "summary" && (
        <ol className="flex list-decimal flex-col gap-[0.4em] pl-[1.4em] marker:font-bold marker:text-primary">
          {slide.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ol>
      )}
      {slide.kind === "checkpoint" && slide.checkpoint && (
        <>
          <p className="text-[1.1em] font-semibold">
            <InlineText text={slide.checkpoint.question} />
          </p>
          {slide.checkpoint.choices.length > 0 ? (
            <ol className="grid gap-[0.4em] sm:grid-cols-2">
              {slide.checkpoint.choices.map((choice, i) => (
                <li
                  key={choice}
                  className="rounded-xl border-2 border-border bg-surface px-[0.7em] py-[0.4em]"
                >
                  <span className="mr-2 font-bold text-primary-strong">{String.fromCharCode(65 + i)}</span>
                  <InlineText text={choice} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-muted">Fill in the missing word. The answer is in the speaker notes.</p>
          )}
        </>
      )}
      {slide.kind === "visual" && slide.visual && (
        <>
          {slide.points.map((point) => (
            <p key={point} className="text-[0.8em] text-muted">
              <InlineText text={point} />
            </p>
          ))}
          <div className="flex min-h-0 flex-1 flex-col overflow-auto text-base *:my-auto">
            <Visual visual={slide.visual} imageUrl={imageUrl} slideTitle={slide.title} />
          </div>
        </>
      )}
    </div>
  );
}
