// What a collection declares for the Worker, the route table and the build alike: plain data
// and plain types, no schema (a collection's schema is its build side, <folder>/schema.ts).
import type { COLORS, ICONS } from '../contracts/content.ts';

/** What every built item has: its slug (the file's name), its body as HTML and the body's words. */
export interface WithBody {
  slug: string;
  html: string;
  words: number;
}

export type Icon = (typeof ICONS)[number];
export type Color = (typeof COLORS)[number];
export type Faq = { question: string; answer: string; link?: { text: string; href: string } }[];

/**
 * A collection of content/: its name in the built content, its folder (content/<folder>/ holds its
 * Markdown, collections/<folder>/ its declaration and build side), and how the built content holds it.
 * The route that shows its items, if any, is in the route table (contracts/routes.ts), and the page in
 * worker/pages/. `item` is never set: it carries the built item's type.
 */
export interface Collection<Item extends WithBody = WithBody> {
  name: string;
  folder: string;
  /** A list in file order (or the order its build side gives), or a record by slug. */
  stored: 'list' | 'by slug';
  /** For a collection without pages of its own: the fixed route (its name in contracts/routes.ts) that shows every item. */
  shownOn?: string;
  readonly item?: Item;
}

/** Declares a collection whose built items have the type Item: collection<Resource>()({ … }). */
export const collection =
  <Item extends WithBody>() =>
  <const C extends Omit<Collection<Item>, 'item'>>(declared: C) =>
    declared as C & { readonly item?: Item };
