// React and the islands. client/entry.ts loads this module at the visitor's first sign of intent on an
// island (a pointer over one of its buttons, a finger going down on it, focus on it), never on page load.
import { HYDRATED_ATTRIBUTE } from './hydration-chunks.ts';
import { hydrateIslands } from './islands/hydrate-islands.ts';
import { ISLANDS } from './islands/registry.ts';

hydrateIslands(document, ISLANDS);
document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
