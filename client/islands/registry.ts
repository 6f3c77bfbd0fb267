// The islands: each name the server writes into the page, with the component the browser hydrates
// under it and so the type of its props. The server renders through Island (worker/render/document.tsx)
// and the browser hydrates in client/islands/hydrate-islands.ts; both read this table, the instance attribute below and
// ISLAND_ATTRIBUTE (client/hydration-chunks.ts, where the entry reads it without importing the islands).
import type { ComponentProps } from 'react';
import { Header } from './header.tsx';
import { WithdrawConsent } from './withdraw-consent.tsx';

export const ISLANDS = { header: Header, 'withdraw-consent': WithdrawConsent };

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;

/** On an island that appears more than once on a page: which one it is (its props block's id). */
export const ISLAND_INSTANCE_ATTRIBUTE = 'data-island-instance';
/** The id of the JSON data block holding an island's props. */
export const islandPropsId = (name: string, instance?: string) => `island-props-${name}${instance ? `-${instance}` : ''}`;
