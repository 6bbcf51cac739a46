import { LibraryEmpty } from "../library/LibraryEmpty";

/**
 * The administrators' Topics tab (spec part 3 section 2: 25 a page, searchable, opening /admin/topics/{id}). Topics
 * arrive with the stories and topics work; until then the tab keeps its place in the order and says so.
 */
export function AdminTopicsTab() {
  return (
    <LibraryEmpty
      title="No topics yet"
      description="Topics are found in articles once stories and topics are switched on. Their table, with search and aliases, will be here."
    />
  );
}
