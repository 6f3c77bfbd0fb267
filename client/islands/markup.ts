// What the server writes beside an island's name (ISLAND_ATTRIBUTE, in client/hydration-chunks.ts for the
// entry) and the browser reads when it hydrates: which instance it is, and the id of its props block. Apart
// from the table of islands, so the Worker (worker/render/islands.tsx) imports none of the browser's islands.

/** On an island that appears more than once on a page: which one it is (its props block's id). */
export const ISLAND_INSTANCE_ATTRIBUTE = 'data-island-instance';

/** The id of the JSON data block holding an island's props. */
export const islandPropsId = (name: string, instance?: string) => `island-props-${name}${instance ? `-${instance}` : ''}`;
