// The agent's words and limits, read from content/ (the same files the site is built from) and checked
// before the agent takes a call. The content build runs the same check, so a broken file fails there first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { loadSite, type Site, SiteError } from '../config/site.ts';
import { fillTokens, problemMessage } from '../config/text.ts';
import { CRISIS_KINDS, type CrisisKind } from '../contracts/screen.ts';
import { type CrisisRules, CrisisRuleError, readCrisisRules } from './crisis/rules.ts';

const line = z.string().trim().min(1).max(900);

const scriptSchema = z
  .object({
    version: z.string().regex(/^\d+\.\d+$/),
    disclosure: line,
    timeWarning: line,
    goodbye: line,
    silenceGoodbye: line,
    concernQuestion: line,
    crisisScripts: z.object(Object.fromEntries(CRISIS_KINDS.map((kind) => [kind, line])) as Record<CrisisKind, typeof line>).strict(),
    crisisReminder: line,
    crisisTimeWarning: line,
    crisisGoodbye: line,
    crisisStillThere: line,
    crisisInstructions: line,
  })
  .strict();

/** Only what the agent reads of site.json, which it reads through the one loader (config/site.ts). */
type AgentSite = Pick<Site, 'product' | 'voiceAgentId' | 'call' | 'agentModel' | 'helplines'>;

type Script = z.infer<typeof scriptSchema>;
export type AgentModel = AgentSite['agentModel'];

/** What a crisis call of one kind says: the lines that fit it are filled in from site.json's forKind. */
interface CrisisWords {
  script: string;
  reminder: string;
  timeWarning: string;
  goodbye: string;
  stillThere: string;
  instructions: string;
}

export interface AgentContent
  extends Omit<
    Script,
    'crisisScripts' | 'crisisReminder' | 'crisisTimeWarning' | 'crisisGoodbye' | 'crisisStillThere' | 'crisisInstructions'
  > {
  /** What the language model is told; the fixed lines above never pass through it. */
  instructions: string;
  crisis: Record<CrisisKind, CrisisWords>;
  /** The crisis detector's rules, word lists and lemma table from content/agent/krise/ (see crisis.ts). */
  crisisRules: CrisisRules;
  agentName: string;
  model: AgentModel;
  limits: { maxCallMs: number; warnBeforeEndMs: number; silenceMs: number };
}

export class AgentContentError extends Error {}

/** The id of 112 in site.json's national help lines. */
const EMERGENCY_LINE = 'alarm';

/** Reads content/agent/ and site.json; throws AgentContentError naming the file and the problem. */
export function loadAgentContent(contentDir = 'content'): AgentContent {
  const sitePath = join(contentDir, 'site.json');
  const site = agentSite(sitePath);
  const scriptPath = join(contentDir, 'agent', 'assistant.md');
  const file = matter(readFileSync(scriptPath, 'utf8'));
  const script = check(scriptSchema, file.data, scriptPath);
  const { national, regions, forKind } = site.helplines;
  const lineById = (id: string) => {
    const found = national.find((l) => l.id === id);
    if (!found) throw new AgentContentError(`${sitePath}: helplines: no national line with id "${id}"`);
    return found;
  };
  // Spoken lines say numbers as Danes say them (site.json `spoken`); the model gets both forms.
  const spokenLine = (l: { name: string; spoken: string }) => `${l.name} på ${l.spoken}`;
  const maxMinutes = site.call.maxMinutes;
  const common: Record<string, string> = {
    product: site.product,
    emergency: lineById(EMERGENCY_LINE).spoken,
    emergencyNumber: lineById(EMERGENCY_LINE).phone,
    maxMinutes: String(maxMinutes),
    helplines: [
      ...national.map((l) => `- ${l.name}: ${l.phone} (sig: ${l.spoken})${l.note ? `, ${l.note}` : ''}`),
      ...Object.entries(regions).map(
        ([region, l]) => `- ${region}: ${l.name} ${l.phone} (sig: ${l.spoken}). Psykiatrisk akuthjælp: ${l.psychiatry.how}`,
      ),
    ].join('\n'),
  };
  const filler = (tokens: Record<string, string>) => (text: string) =>
    fillTokens(text, tokens, (token) => {
      throw new AgentContentError(`${scriptPath}: unknown token ${token}`);
    });
  const fill = filler(common);
  const crisis = Object.fromEntries(
    CRISIS_KINDS.map((kind) => {
      const lines = forKind[kind].map((id) => spokenLine(lineById(id))).join(' eller ');
      const fillKind = filler({ ...common, lines });
      const words: CrisisWords = {
        script: fillKind(script.crisisScripts[kind]),
        reminder: fillKind(script.crisisReminder),
        timeWarning: fillKind(script.crisisTimeWarning),
        goodbye: fillKind(script.crisisGoodbye),
        stillThere: fillKind(script.crisisStillThere),
        instructions: fillKind(script.crisisInstructions),
      };
      return [kind, words];
    }),
  ) as Record<CrisisKind, CrisisWords>;
  return {
    version: script.version,
    disclosure: fill(script.disclosure),
    timeWarning: fill(script.timeWarning),
    goodbye: fill(script.goodbye),
    silenceGoodbye: fill(script.silenceGoodbye),
    concernQuestion: fill(script.concernQuestion),
    instructions: fill(file.content.trim()),
    crisis,
    crisisRules: crisisRules(join(contentDir, 'agent', 'krise')),
    agentName: site.voiceAgentId,
    model: site.agentModel,
    limits: {
      maxCallMs: maxMinutes * 60_000,
      warnBeforeEndMs: site.call.warnBeforeEndSeconds * 1000,
      silenceMs: site.call.silenceSeconds * 1000,
    },
  };
}

function agentSite(path: string): AgentSite {
  try {
    return loadSite(path);
  } catch (error) {
    if (error instanceof SiteError) throw new AgentContentError(error.message);
    throw error;
  }
}

/** The crisis rules, with every problem in them (file:line: what is wrong) as one AgentContentError. */
function crisisRules(dir: string): CrisisRules {
  try {
    return readCrisisRules(dir);
  } catch (error) {
    if (error instanceof CrisisRuleError) throw new AgentContentError(error.message);
    throw error;
  }
}

function check<S extends z.ZodTypeAny>(schema: S, data: unknown, where: string): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new AgentContentError(problemMessage(where, parsed.error.issues[0]!));
}
