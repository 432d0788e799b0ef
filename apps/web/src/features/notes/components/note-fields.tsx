import { NOTE_CONTENT_MAX } from "@brainy/contract";
import { Input, Textarea } from "../../../components/ui/index.ts";

/** The spec's hint under a note's content. */
export const NOTE_HINT = "Use [[]] to create links to other notes and #tag to add tags";

/** A note's title and content fields, with the spec's placeholder, the link/tag hint and a character count. */
export function NoteTitleAndContent(props: {
  title: string;
  onTitle: (value: string) => void;
  content: string;
  onContent: (value: string) => void;
  rows: number;
  autoFocus?: boolean;
}) {
  return (
    <>
      <Input
        label="Title"
        placeholder="Enter a title for your note..."
        value={props.title}
        onChange={(event) => props.onTitle(event.target.value)}
        maxLength={200}
        required
        autoFocus={props.autoFocus}
      />
      <Textarea
        label="Content"
        hint={`${NOTE_HINT} · ${props.content.length.toLocaleString("en-GB")} characters`}
        value={props.content}
        onChange={(event) => props.onContent(event.target.value)}
        maxLength={NOTE_CONTENT_MAX}
        rows={props.rows}
      />
    </>
  );
}
