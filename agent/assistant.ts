// The assistant: fixed words first, the language model in between, and a crisis path (crisis-path.ts)
// that takes over from the model whenever the detector (or the model itself) says so.
import { llm, voice } from '@livekit/agents';
import { z } from 'zod';
import { CRISIS_KINDS } from '../contracts/screen.ts';
import type { AgentContent } from './content.ts';
import type { CrisisPath } from './crisis-path.ts';

/** More tools a call offers the model, by name. */
export type CallTools = Exclude<llm.ToolContextLike, llm.ToolContext | readonly unknown[]>;

/** The tool the model is told to call when it hears a crisis the detector missed. */
export const CRISIS_TOOL = 'vis_akut_hjaelp';

export class Assistant extends voice.Agent {
  private readonly content: AgentContent;
  private readonly crisis: CrisisPath;

  /** `tools` are added to the crisis tool, so a call can offer more (a search, a page) without touching this. */
  constructor(content: AgentContent, crisis: CrisisPath, tools: CallTools = {}) {
    super({
      instructions: content.instructions,
      tools: {
        ...tools,
        [CRISIS_TOOL]: llm.tool({
          description:
            'Kald straks, hvis den, der ringer, fortæller om selvmordstanker, selvskade, vold, en overdosis, et barn i fare eller en anden person i fare. Værktøjet siger selv de rette numre.',
          parameters: z.object({
            kind: z
              .enum(CRISIS_KINDS)
              .describe(
                'suicide: selvmordstanker eller selvskade; violence: vold eller trusler; sexual_assault: voldtægt eller seksuelt overgreb for nylig; overdose: har taget for meget; child: et barn i fare; third_person: en anden person i fare',
              ),
          }),
          // Returns nothing: a value would make the framework ask the model to answer right after the script.
          execute: async ({ kind }) => {
            crisis.enterFromModel(kind);
            return undefined;
          },
        }),
      },
    });
    this.content = content;
    this.crisis = crisis;
    crisis.attach(this);
  }

  /** AI Act art. 50: the caller hears that this is an AI before anything else is said. */
  override async onEnter(): Promise<void> {
    // The caller may speak at once; the model's answer then follows the disclosure.
    await this.crisis.speak(this.content.disclosure, { alone: false }).waitForPlayout();
  }
}
