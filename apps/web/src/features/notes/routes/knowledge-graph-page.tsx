import { List, Network } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/index.ts";
import { useNote } from "../api/get-note.ts";
import { useNoteConnections } from "../api/get-note-connections.ts";
import { NoteEditor } from "../components/note-editor.tsx";
import { NoteList } from "../components/note-list.tsx";
import { NoteView } from "../components/note-view.tsx";
import { VaultMenu } from "../components/vault-menu.tsx";

const NoteGraph = lazy(() => import("../components/note-graph.tsx"));

/**
 * /knowledge-graph: the notes knowledge base. Views (kept in the URL, so Back works): the list or the graph,
 * a note (?note=id) and the editor (?edit=id, or ?edit=new with an optional &title=).
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const [tag, setTag] = useState("");
  const noteId = params.get("note");
  const editing = params.get("edit");
  const graph = params.get("view") === "graph";
  const go = (next: Record<string, string>) => setParams(next);

  let body: React.ReactNode;
  if (editing) {
    body = (
      <EditorFor
        id={editing === "new" ? null : editing}
        initialTitle={params.get("title") ?? ""}
        onSaved={(note) => go({ note: note.id })}
        // Cancel on an existing note returns to it, on a new note to the list.
        onCancel={() => go(editing === "new" ? {} : { note: editing })}
      />
    );
  } else if (noteId) {
    body = (
      <NoteView
        key={noteId}
        noteId={noteId}
        onOpen={(id) => go({ note: id })}
        onCreate={(title) => go({ edit: "new", title })}
        onEdit={() => go({ edit: noteId })}
        onBack={() => go({})}
        onDeleted={() => go({})}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <Tabs
          value={graph ? "graph" : "list"}
          onValueChange={(value) => go(value === "graph" ? { view: "graph" } : {})}
          className="gap-4"
        >
          <TabsList aria-label="Knowledge base view" className="self-start">
            <TabsTrigger value="list">
              <List aria-hidden="true" size={16} /> Notes
            </TabsTrigger>
            <TabsTrigger value="graph">
              <Network aria-hidden="true" size={16} /> Graph
            </TabsTrigger>
          </TabsList>
          <TabsContent value="list">
            <NoteList
              query={query}
              onQuery={setQuery}
              tag={tag}
              onTag={setTag}
              onOpen={(id) => go({ note: id })}
              onNew={() => go({ edit: "new" })}
            />
          </TabsContent>
          <TabsContent value="graph">
            <GraphView onOpen={(id) => go({ note: id })} />
          </TabsContent>
        </Tabs>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <title>Knowledge Base · Brainy AI</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Knowledge Base</h1>
          <p className="text-sm text-muted">Your notes, linked with [[Title]] and tagged with #words.</p>
        </div>
        <VaultMenu />
      </header>
      {body}
    </div>
  );
}

function EditorFor({
  id,
  initialTitle,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initialTitle: string;
  onSaved: Parameters<typeof NoteEditor>[0]["onSaved"];
  onCancel: () => void;
}) {
  const note = useNote(id);
  if (id && note.isPending) return <Spinner label="Loading note" showLabel />;
  return (
    <NoteEditor
      key={id ?? "new"}
      note={note.data}
      initialTitle={initialTitle}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

function GraphView({ onOpen }: { onOpen: (id: string) => void }) {
  const connections = useNoteConnections();
  if (connections.isPending) return <Spinner label="Loading the graph" showLabel />;
  return (
    <Suspense fallback={<Spinner label="Loading the graph" showLabel />}>
      <NoteGraph connections={connections.data ?? { nodes: [], links: [] }} onOpen={onOpen} />
    </Suspense>
  );
}
