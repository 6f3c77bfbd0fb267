// The agent's three tools that put something on the caller's screen: a filtered therapist search, one of
// our pages, and the price guide's answer. Each decides in agent/find.ts or agent/price.ts, shows its card
// through `show` (the screen channel, contracts/screen.ts) and tells the model what it did. A card is
// shown only once per call, and only after the tool has decided; a tool that fails shows nothing.
import { llm } from '@livekit/agents';
import { z } from 'zod';
import type { ScreenMessage } from '../contracts/screen.ts';
import { GUIDE_TOPICS, topicLabel } from '../contracts/price-guide.ts';
import { findTherapist, lookUp, type ToolOutcome } from './find.ts';
import type { AgentKnowledge } from './knowledge.ts';
import { priceAnswer } from './price.ts';

export const SEARCH_TOOL = 'find_terapeut';
export const LOOK_UP_TOOL = 'slaa_op';
export const PRICE_TOOL = 'pris_og_tilskud';

/** Sends one message to the caller's screen. */
export type ShowOnScreen = (message: ScreenMessage) => Promise<void>;

export function screenTools(knowledge: AgentKnowledge, show: ShowOnScreen) {
  const shown = new Set<string>();
  async function answer(outcome: ToolOutcome<ScreenMessage & { url: string }>): Promise<string> {
    const { card, reply } = outcome;
    if (!card) return reply;
    if (shown.has(card.url)) return `Det samme står allerede på skærmen. ${reply}`;
    await show(card);
    shown.add(card.url);
    return reply;
  }
  const specialties = knowledge.specialties.map((s) => s.value).join(', ');
  const cities = knowledge.cities.map((c) => c.name).join(', ');
  const topics = GUIDE_TOPICS.map((t) => `${t} (${topicLabel(t, knowledge.prices)})`).join('; ');
  return {
    [SEARCH_TOOL]: llm.tool({
      description:
        'Åbn den eksterne terapeutsøgning på den ringendes skærm, filtreret på et speciale og/eller en by. ' +
        'Brug den, når den, der ringer, vil finde en terapeut eller psykolog. Du kender ingen terapeuter selv.',
      parameters: z.object({
        specialty: z
          .string()
          .optional()
          .describe(`Det, der søges hjælp til, eller en terapiform, skrevet som en af disse: ${specialties}. Udelad, hvis intet er nævnt.`),
        city: z.string().optional().describe(`Byen, fx en af disse: ${cities}. Udelad, hvis ingen by er nævnt.`),
      }),
      execute: async ({ specialty, city }) => answer(findTherapist(knowledge, { specialty, city })),
    }),
    [LOOK_UP_TOOL]: llm.tool({
      description:
        'Slå en terapiform, en behandling (fx angst, depression) eller en artikel op på vores egne sider, og vis siden på skærmen. ' +
        'Brug den altid, før du forklarer en terapiform eller en behandling; svar ud fra teksten, ikke fra din egen viden.',
      parameters: z.object({
        topic: z.string().describe('Navnet på terapiformen, behandlingen eller artiklen, fx "EMDR", "kognitiv adfærdsterapi", "angst".'),
      }),
      execute: async ({ topic }) => answer(lookUp(knowledge, topic)),
    }),
    [PRICE_TOOL]: llm.tool({
      description:
        'Svar på "hvad koster det?" og "kan jeg få tilskud til psykolog?" ud fra vores prisguide, og vis svaret på skærmen. ' +
        'Spørg først kun om alder, hvad det handler om, og om den, der ringer, har eller kan få en henvisning fra egen læge.',
      parameters: z.object({
        alder: z.number().int().min(1).max(120).describe('Alderen på den, det handler om, i hele år.'),
        emne: z.enum(GUIDE_TOPICS).describe(`Hvad det handler om, som en af disse: ${topics}.`),
        henvisning: z.boolean().describe('true, hvis den, der ringer, har eller kan få en henvisning fra sin egen læge; ellers false.'),
      }),
      execute: async ({ alder, emne, henvisning }) => answer(priceAnswer(knowledge, { age: alder, topic: emne, referral: henvisning })),
    }),
  };
}
