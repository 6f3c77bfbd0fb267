// Hydrating the islands the server rendered: each one found in the page, with its props, on its own root.
import { createElement, type FunctionComponent, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTRIBUTE } from '../hydration-chunks.ts';
import { ISLAND_INSTANCE_ATTRIBUTE, islandPropsId } from './markup.ts';

/** Hydrates every island in `doc` whose name is in `islands`, from the props the server wrote beside it.
 *  As a transition, hydration yields to the browser every few milliseconds instead of holding the main
 *  thread until every island is done (a long task on a slow phone). A click on an island that is not yet
 *  hydrated still reaches it: React hydrates that island at once and then handles the click. */
export function hydrateIslands(doc: Document, islands: Record<string, FunctionComponent<never>>) {
  startTransition(() => {
    for (const root of doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
      const name = root.getAttribute(ISLAND_ATTRIBUTE);
      if (!name || !Object.hasOwn(islands, name)) continue;
      const instance = root.getAttribute(ISLAND_INSTANCE_ATTRIBUTE) ?? undefined;
      const props = doc.getElementById(islandPropsId(name, instance))?.textContent;
      if (props == null) continue;
      // Each island is its own root; its prefix keeps any generated ids apart.
      const component = islands[name] as FunctionComponent<object>;
      hydrateRoot(root, createElement(component, JSON.parse(props) as object), {
        identifierPrefix: `${name}-${instance ? `${instance}-` : ''}`,
      });
    }
  });
}
