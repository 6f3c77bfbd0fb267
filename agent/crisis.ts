// The crisis path that does not depend on the language model: a phrase list decides, and once a call
// is flagged it stays flagged, whatever the caller or the model says afterwards.
import { type AgentContent, normalise } from './content.ts';

export class CrisisGuard {
  private flagged = false;
  private readonly phrases: AgentContent['crisisPhrases'];

  constructor(phrases: AgentContent['crisisPhrases']) {
    this.phrases = phrases;
  }

  /** True for the rest of the call once any final transcript has matched. */
  get inCrisis(): boolean {
    return this.flagged;
  }

  /** Checks one final transcript; returns the matched phrase (and flags the call) or undefined. */
  hear(transcript: string): string | undefined {
    // Padding with spaces makes every phrase match whole words only ("cutter" never matches "scutter").
    const said = ` ${normalise(transcript)} `;
    const match = this.phrases.find(({ phrase }) => said.includes(` ${phrase} `));
    if (match) this.flagged = true;
    return match?.phrase;
  }

  /** The model handed over (or a person asked for help): flag without a phrase. */
  flag(): void {
    this.flagged = true;
  }
}
