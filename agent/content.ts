// The agent's words and limits, read from content/ (the same files the site is built from) and checked
// before the agent takes a call. The content build runs the same check, so a broken file fails there first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { type CrisisRules, CrisisRuleError, readCrisisRules } from './crisis/rules.ts';

const line = z.string().trim().min(1).max(900);

const scriptSchema = z
  .object({
    version: z.string().regex(/^\d+\.\d+$/),
    disclosure: line,
    timeWarning: line,
    goodbye: line,
    silenceGoodbye: line,
    crisisScript: line,
    crisisReminder: line,
    crisisInstructions: line,
  })
  .strict();

const helpline = z.object({ id: z.string().optional(), name: z.string(), phone: z.string() }).passthrough();
/** Only what the agent reads of site.json; the content build validates the whole file. */
const siteSchema = z
  .object({
    product: z.string().min(1),
    voiceAgentId: z.string().min(3),
    call: z.object({ maxMinutes: z.number(), warnBeforeEndSeconds: z.number(), silenceSeconds: z.number() }).passthrough(),
    agentModel: z
      .object({
        provider: z.enum(['openai', 'azure']),
        model: z.string().min(1),
        voice: z.string().min(1),
        ttsModel: z.string().min(1),
      })
      .strict(),
    // The same list the site shows (contracts/content.ts): 112 first, then the national lines, and each
    // region's acute line.
    helplines: z
      .object({
        national: z.array(helpline).min(2),
        regions: z.record(z.string(), helpline),
      })
      .passthrough(),
  })
  .passthrough();

type Script = z.infer<typeof scriptSchema>;
export type AgentModel = z.infer<typeof siteSchema>['agentModel'];

export interface AgentContent extends Script {
  /** What the language model is told; the fixed lines above never pass through it. */
  instructions: string;
  /** The crisis detector's rules, word lists and lemma table from content/agent/krise/ (see crisis.ts). */
  crisisRules: CrisisRules;
  agentName: string;
  model: AgentModel;
  limits: { maxCallMs: number; warnBeforeEndMs: number; silenceMs: number };
}

export class AgentContentError extends Error {}

/** The ids in site.json's national help lines that the crisis script names. */
const EMERGENCY_LINE = 'alarm';
const SUICIDE_LINE = 'livslinien';

/** Reads content/agent/ and site.json; throws AgentContentError naming the file and the problem. */
export function loadAgentContent(contentDir = 'content'): AgentContent {
  const sitePath = join(contentDir, 'site.json');
  const site = check(siteSchema, JSON.parse(readFileSync(sitePath, 'utf8')), sitePath);
  const scriptPath = join(contentDir, 'agent', 'assistant.md');
  const file = matter(readFileSync(scriptPath, 'utf8'));
  const script = check(scriptSchema, file.data, scriptPath);
  const { national, regions } = site.helplines;
  const lineById = (id: string) => {
    const found = national.find((l) => l.id === id);
    if (!found) throw new AgentContentError(`${sitePath}: helplines.national: no line with id "${id}"`);
    return found;
  };
  const suicide = lineById(SUICIDE_LINE);
  const tokens: Record<string, string> = {
    product: site.product,
    emergency: lineById(EMERGENCY_LINE).phone,
    suicideLine: `${suicide.name} på ${suicide.phone}`,
    regionalLines: Object.entries(regions)
      .map(([region, l]) => `${l.phone} i ${region}`)
      .join(', '),
  };
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (token, name: string) => {
      const value = tokens[name];
      if (value === undefined) throw new AgentContentError(`${scriptPath}: unknown token ${token}`);
      return value;
    });
  return {
    ...(Object.fromEntries(Object.entries(script).map(([key, value]) => [key, fill(value)])) as Script),
    instructions: fill(file.content.trim()),
    crisisRules: crisisRules(join(contentDir, 'agent', 'krise')),
    agentName: site.voiceAgentId,
    model: site.agentModel,
    limits: {
      maxCallMs: site.call.maxMinutes * 60_000,
      warnBeforeEndMs: site.call.warnBeforeEndSeconds * 1000,
      silenceMs: site.call.silenceSeconds * 1000,
    },
  };
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
  const issue = parsed.error.issues[0]!;
  throw new AgentContentError(`${where}: ${issue.path.join('.') || 'file'}: ${issue.message}`);
}
