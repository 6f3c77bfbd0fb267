// The assistant: fixed words first, the language model in between, and a crisis path (crisis-path.ts)
// that takes over from the model whenever the detector (or the model itself) says so.
import { llm, voice } from '@livekit/agents';
import { z } from 'zod';
import type { AgentContent } from './content.ts';
import type { CrisisPath } from './crisis-path.ts';
import { ACUITY, DANGER, WHO } from './crisis/triage.ts';
import type { Voice } from './voice.ts';

/** More tools a call offers the model, by name. */
export type CallTools = Exclude<llm.ToolContextLike, llm.ToolContext | readonly unknown[]>;

/** A triage column's Danish names, as the tool's choices. */
const names = <T extends Record<string, string>>(column: T) => Object.keys(column) as [keyof T & string, ...(keyof T & string)[]];

/** The tool the model is told to call when it hears a crisis the detector missed. */
export const CRISIS_TOOL = 'vis_akut_hjaelp';

export class Assistant extends voice.Agent {
  private readonly content: AgentContent;
  private readonly speaker: Voice;

  /** `tools` are added to the crisis tool, so a call can offer more (a search, a page) without touching this. */
  constructor(content: AgentContent, crisis: CrisisPath, speaker: Voice, tools: CallTools = {}) {
    // The call starts now: its instructions name the help lines as they are today.
    const instructions = content.instructions(new Date());
    super({
      instructions,
      tools: {
        ...tools,
        [CRISIS_TOOL]: llm.tool({
          description:
            'Kald straks, hvis den, der ringer, fortæller om selvmordstanker, selvskade, vold, en overdosis, et seksuelt overgreb, et barn i fare eller en anden person i fare. Angiv hvem, hvad og hvor akut; værktøjet siger selv de rette ord og numre.',
          parameters: z.object({
            hvem: z
              .enum(names(WHO))
              .describe(
                'Hvem er i fare: den der ringer (en voksen), barn der ringer (den der ringer er under 18), en anden (en anden person), kan skade (en, som den der ringer kan komme til at skade eller lige har skadet).',
              ),
            hvad: z
              .enum(names(DANGER))
              .describe(
                'Faren: selvmord, overdosis (har taget for meget), vold (slag, trusler fra en nær), seksuelt overgreb, selvskade (uden ønske om at dø), psykose, spiseforstyrrelse (besvimer, hjertet), forfølgelse (stalking, en fremmed), æresrelateret, livsfare (en anden trækker ikke vejret, vågner ikke), brand (det brænder, og nogen er inde eller kan ikke komme ud).',
              ),
            hvor_akut: z
              .enum(names(ACUITY))
              .describe(
                'nu (en plan med midler eller sted, noget er i gang, beruset med tankerne, eller lige sket), tanker (selvmordstanker uden en plan nu), fortid (fortalt som fortid, intet tyder på, at det er tilbage), uklart (uklart).',
              ),
          }),
          // Returns nothing after fixed words: a value would make the framework ask the model to answer right after them.
          execute: async ({ hvem, hvad, hvor_akut }) =>
            crisis.reportedByModel(WHO[hvem], DANGER[hvad], ACUITY[hvor_akut])
              ? undefined
              : 'Ingen fast besked ifølge triagen. Lyt, og spørg roligt, om personen er i sikkerhed lige nu.',
        }),
      },
    });
    this.content = content;
    this.speaker = speaker;
    speaker.attach(this);
    crisis.attach(this, instructions);
  }

  /** AI Act art. 50: the caller hears that this is an AI before anything else is said. */
  override async onEnter(): Promise<void> {
    // The caller may speak at once; the model's answer then follows the disclosure.
    await this.speaker.say(this.content.disclosure, { alone: false })?.waitForPlayout();
  }
}
