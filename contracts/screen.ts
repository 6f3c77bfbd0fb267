// What the voice agent puts on the visitor's screen during a call: the crisis help lines and cards (a
// search, a page of ours). One channel carries all of it: a LiveKit text stream on SCREEN_TOPIC, one
// JSON ScreenMessage per stream, sent by the agent participant only. A text stream rather than
// participant attributes, because cards are a growing list of events (attributes hold only the latest
// value of each key), and because the browser can check the sender's identity on every stream.
// The browser accepts a message only from the agent participant, and only links to our own origin or
// to the configured search host; anything else is dropped. Nothing in it is stored anywhere.

export const SCREEN_TOPIC = 'samtalerummet.skaerm';

/**
 * The kinds of danger the crisis detector tells apart; each gets its own script and help lines
 * (content/site.json `helplines.forKind`).
 */
export const CRISIS_KINDS = ['suicide', 'overdose', 'violence', 'sexual_assault', 'child', 'third_person'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

/** The call became a crisis call of this kind: show its help lines, large, and keep them after the call. */
export interface CrisisMessage {
  type: 'crisis';
  kind: CrisisKind;
  /**
   * The ids of the help lines that fit this caller (the triage table's "hjælp"), shown after 112; without
   * it, the kind's own (site.json `helplines.forKind`).
   */
  lines?: string[];
}

/** The assistant opened a filtered therapist search for the visitor. */
export interface SearchCard {
  type: 'search';
  /** Danish labels of what was filtered on, as the site names them (e.g. "Angst", "Aarhus"). */
  specialty?: string;
  city?: string;
  /** The external search URL, built by the same function the site's pages use. */
  url: string;
}

/** The assistant explained something from one of our pages. */
export interface PageCard {
  type: 'page';
  title: string;
  /** One line from the page's own summary. */
  summary: string;
  /** An absolute URL on our own origin. */
  url: string;
}

export type ScreenMessage = CrisisMessage | SearchCard | PageCard;
