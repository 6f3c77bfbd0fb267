// The islands as the server renders them: under each name, the component the browser hydrates there
// (client/islands/registry.ts), with the same props. The header is the one exception: its call control is
// rendered at rest (client/call/call-at-rest.tsx), the markup the live one starts with, so the Worker
// carries none of the call's code (the hook, the reducer, the consent dialog, the panel).
import type { FunctionComponent } from 'react';
import { CallControlAtRest } from '../../client/call/call-at-rest.tsx';
import { ISLAND_ATTRIBUTE } from '../../client/hydration-chunks.ts';
import { ISLAND_INSTANCE_ATTRIBUTE, islandPropsId } from '../../client/islands/markup.ts';
import type { IslandName, IslandProps } from '../../client/islands/registry.ts';
import { SiteHeader } from '../../client/islands/site-header.tsx';
import { WithdrawConsent } from '../../client/islands/withdraw-consent.tsx';

export const SERVER_ISLANDS: { [N in IslandName]: FunctionComponent<IslandProps<N>> } = {
  header: ({ call: _call, ...header }) => <SiteHeader {...header} callControl={<CallControlAtRest />} />,
  'withdraw-consent': WithdrawConsent,
};

/** A server-rendered island: its markup, and its props as a JSON data block the client hydrates from.
 *  `instance` names it when the same island appears more than once on a page. */
export function Island<N extends IslandName>({ name, props, instance }: { name: N; props: IslandProps<N>; instance?: string }) {
  // The signature ties the props to the name; inside, one component type serves every island.
  const Component = SERVER_ISLANDS[name] as FunctionComponent<object>;
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: name, ...(instance && { [ISLAND_INSTANCE_ATTRIBUTE]: instance }) }}>
        <Component {...(props as object)} />
      </div>
      <script
        type="application/json"
        id={islandPropsId(name, instance)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block with '<' escaped, so it cannot close the script.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(props).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
