// The islands: each name the server writes into the page, with the component the browser hydrates
// under it and so the type of its props. The browser hydrates them from this table
// (client/islands/hydrate-islands.ts); the server renders each name from its own table of the same names and
// props (worker/render/islands.tsx), reading only the types here. The markup both write and read (the
// island's attributes, its props block's id) is in markup.ts and client/hydration-chunks.ts, which import no island.
import type { ComponentProps } from 'react';
import { Header } from './header.tsx';
import { WithdrawConsent } from './withdraw-consent.tsx';

export const ISLANDS = { header: Header, 'withdraw-consent': WithdrawConsent };

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;
