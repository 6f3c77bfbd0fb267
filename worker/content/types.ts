// The built content's type, derived from the collection registry: site.json's values, and each
// collection as its collections/<folder>/collection.ts declares its items. Plain types: the build
// validated the content against each collection's schema, so the Worker imports no schema.
import type { COLLECTIONS } from '../../collections/registry.ts';
import type { Site } from '../../config/site.ts';
import type { PriceFacts } from '../../contracts/price-guide.ts';

type Registered = (typeof COLLECTIONS)[number];
export type CollectionName = Registered['name'];
/** The built item of a collection: Item<'cities'> is City. */
export type Item<N extends CollectionName> = NonNullable<Extract<Registered, { name: N }>['item']>;

/** Each collection as the built content holds it: a list, or a record by slug. */
type Collections = {
  [C in Registered as C['name']]: C['stored'] extends 'list' ? Item<C['name']>[] : Record<string, Item<C['name']>>;
};

/** What the build produces (scripts/content.ts loadContent). */
export type Content = { site: Site; prices: PriceFacts } & Collections;

/** What the Worker reads: the content without the help lines, which ship once, in ui/generated/helplines.json. */
export type WorkerContent = { site: Omit<Site, 'helplines'>; prices: PriceFacts } & Collections;
