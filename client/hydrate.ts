// Hydrates the islands the server rendered, then the small page enhancements. client/entry.ts loads it after
// the first paint, or at once when a visitor taps an island first.
import { createElement, type FunctionComponent, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { enhance } from './enhance.ts';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE } from './hydration-chunks.ts';
import { ISLAND_INSTANCE_ATTRIBUTE, ISLANDS, islandPropsId, type IslandName, type IslandProps } from './islands/registry.ts';

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread until every island is done (a long task on a slow phone). A tap on an island that is not yet
// hydrated still reaches it: React hydrates that island at once and then handles the tap.
startTransition(() => {
  for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = root.getAttribute(ISLAND_ATTRIBUTE);
    if (!name || !Object.hasOwn(ISLANDS, name)) continue;
    const instance = root.getAttribute(ISLAND_INSTANCE_ATTRIBUTE) ?? undefined;
    const props = readProps(name as IslandName, instance);
    if (!props) continue;
    // Each island is its own root; its prefix keeps any generated ids apart.
    const component = ISLANDS[name as IslandName] as FunctionComponent<IslandProps<IslandName>>;
    hydrateRoot(root, createElement(component, props), { identifierPrefix: `${name}-${instance ? `${instance}-` : ''}` });
  }
});
document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');

/** The props the server wrote for this island (worker/render/document.tsx), as that island's type. */
function readProps<N extends IslandName>(name: N, instance?: string): IslandProps<N> | null {
  const text = document.getElementById(islandPropsId(name, instance))?.textContent;
  return text == null ? null : (JSON.parse(text) as IslandProps<N>);
}

enhance(document);
