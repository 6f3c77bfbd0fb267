// The agent's words and limits, read from content/ (the same files the site is built from) and checked
// before the agent takes a call. The content build runs the same check, so a broken file fails there first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import { aiProviderFor, loadSite, type Site, SiteError, voiceProviderNamed } from '../config/site.ts';
import { fillTokens, problemMessage } from '../config/text.ts';
import { type Helpline, regionsOn } from '../contracts/content.ts';
import { providerRetentionText } from '../contracts/privacy.ts';
import { danishDay } from '../contracts/dated.ts';
import { CRISIS_KINDS, type CrisisKind } from '../contracts/screen.ts';
import { openNow, quietHours } from './hours.ts';
import { CrisisRuleError, readCrisisRules } from './crisis/rules.ts';
import { type Help, unknownInTriage } from './crisis/triage.ts';
import type { CrisisRules } from './crisis/vocabulary.ts';

const line = z.string().trim().min(1).max(900);
/** Named lines (the triage table names them), with one for each kind of danger among them: the kind's default. */
const byName = z
  .record(z.string().regex(/^[a-z_]+$/), line)
  .refine((lines) => CRISIS_KINDS.every((kind) => kind in lines), `needs a line for each of ${CRISIS_KINDS.join(', ')}`);

const scriptSchema = z
  .object({
    version: z.string().regex(/^\d+\.\d+$/),
    disclosure: line,
    timeWarning: line,
    goodbye: line,
    silenceGoodbye: line,
    questions: byName,
    crisisScripts: byName,
    crisisHelpOpen: line,
    crisisHelpClosed: line,
    crisisAlso: line,
    safetyNo: line,
    crisisReminder: line,
    crisisReminderSeconds: z.number().int().min(30).max(600),
    retention: line,
    retentionNone: line,
    crisisTimeWarning: line,
    crisisGoodbye: line,
    crisisStillThere: line,
    crisisInstructions: line,
    crisisFocus: line,
    crisisOpen: line,
  })
  .strict();

/** Only what the agent reads of site.json, which it reads through the one loader (config/site.ts). */
type AgentSite = Pick<Site, 'product' | 'voiceAgentId' | 'call' | 'agentModel' | 'helplines' | 'aiProvider'>;

type Script = z.infer<typeof scriptSchema>;
export type AgentModel = AgentSite['agentModel'];

/** What a crisis call of one kind says, with the help lines that fit it filled in as they are open now. */
export interface CrisisWords {
  script: string;
  /** After a no (or a doubt) to the script's safety question. */
  safetyNo: string;
  reminder: string;
  timeWarning: string;
  goodbye: string;
  stillThere: string;
  instructions: string;
}

type CrisisTemplates = Pick<
  Script,
  | 'crisisHelpOpen'
  | 'crisisHelpClosed'
  | 'crisisAlso'
  | 'crisisReminder'
  | 'crisisTimeWarning'
  | 'crisisGoodbye'
  | 'crisisStillThere'
  | 'crisisInstructions'
  | 'crisisFocus'
  | 'crisisOpen'
  | 'safetyNo'
>;

export interface AgentContent extends Pick<Script, 'version' | 'disclosure' | 'timeWarning' | 'goodbye' | 'silenceGoodbye'> {
  /** The questions by name (the triage table's "spørg <question>"), one for each kind among them. */
  questions: Record<CrisisKind, string> & Record<string, string | undefined>;
  /**
   * What the language model is told in a call on the day of `now` (the call's start): it names every region's
   * help line as it is that day (a region may change on a known day). The fixed lines above never pass through it.
   */
  instructions: (now?: Date) => string;
  /**
   * A crisis call's words for `kind`, naming the fitting help lines that are open at `now` (Danish time):
   * the triage row's script and lines (`help`), or the kind's own script and site.json's lines for it.
   */
  crisis: (kind: CrisisKind, now?: Date, help?: Help) => CrisisWords;
  /** How long after the help lines were last said a model answer in a crisis call is followed by them again. */
  reminderMs: number;
  /** The crisis detector's rules, word lists, lemma table and triage table from content/agent/krise/. */
  crisisRules: CrisisRules;
  agentName: string;
  model: AgentModel;
  limits: { maxCallMs: number; warnBeforeEndMs: number; silenceMs: number; crisisExtraMs: number };
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
  const lineById = nationalLine(site, sitePath);
  const common = commonTokens(site, lineById);
  const fill = filler(common, scriptPath);
  // The model is told what is kept, and for how long, from the same configuration the privacy policy prints.
  common.retention = fill(site.aiProvider.retention.zeroDataRetention ? script.retentionNone : script.retention);
  const body = file.content.trim();
  const instructions = (now = new Date()) => filler({ ...common, helplines: helplinesText(site, now) }, scriptPath)(body);
  // Filled once here, so an unknown token stops the agent before its first call.
  instructions();
  const templates: CrisisTemplates = script;
  const scripts = script.crisisScripts;
  const krise = join(contentDir, 'agent', 'krise');
  const rules = crisisRules(krise);
  // The triage table names scripts, questions and lines: each must be here, or the agent does not start.
  const unknown = unknownInTriage(rules.triage ?? [], {
    scripts: Object.keys(scripts),
    questions: Object.keys(script.questions),
    lines: site.helplines.national.map((l) => l.id),
  });
  if (unknown.length) throw new AgentContentError(unknown.join('\n'));
  const kindsOwn = (kind: CrisisKind): Help => ({ kind, script: kind, lines: site.helplines.forKind[kind], open: false });
  return {
    version: script.version,
    disclosure: fill(script.disclosure),
    timeWarning: fill(script.timeWarning),
    goodbye: fill(script.goodbye),
    silenceGoodbye: fill(script.silenceGoodbye),
    questions: Object.fromEntries(Object.entries(script.questions).map(([name, text]) => [name, fill(text)])) as AgentContent['questions'],
    instructions,
    crisis: (kind, now = new Date(), help = kindsOwn(kind)) =>
      crisisWords(help, now, help.lines.map(lineById), { templates, scripts, common, where: scriptPath }),
    reminderMs: script.crisisReminderSeconds * 1000,
    crisisRules: rules,
    agentName: site.voiceAgentId,
    model: site.agentModel,
    limits: {
      maxCallMs: site.call.maxMinutes * 60_000,
      warnBeforeEndMs: site.call.warnBeforeEndSeconds * 1000,
      silenceMs: site.call.silenceSeconds * 1000,
      crisisExtraMs: site.call.crisisExtraMinutes * 60_000,
    },
  };
}

/** Finds a national help line by its id in site.json; an id that is not there names the file. */
function nationalLine(site: AgentSite, sitePath: string) {
  return (id: string): Helpline => {
    const found = site.helplines.national.find((l) => l.id === id);
    if (!found) throw new AgentContentError(`${sitePath}: helplines: no national line with id "${id}"`);
    return found;
  };
}

/** The tokens every text may use ({product}, {emergency} …), from site.json; the instructions add {helplines}. */
function commonTokens(site: AgentSite, lineById: (id: string) => Helpline): Record<string, string> {
  // Who carries the call, as the Worker decides it: VOICE_PROVIDER in the agent's environment.
  const provider = aiProviderFor(site.aiProvider, voiceProviderNamed(process.env.VOICE_PROVIDER));
  return {
    product: site.product,
    emergency: lineById(EMERGENCY_LINE).spoken,
    emergencyNumber: lineById(EMERGENCY_LINE).phone,
    maxMinutes: String(site.call.maxMinutes),
    provider: provider.name,
    providerRetention: providerRetentionText(provider),
  };
}

/**
 * {helplines}: every help line, written and spoken, as it is when the call starts (a line that is closed, or
 * one marked notAtNight in the evening and at night, is marked not to be offered now), and every region's as it is
 * on that day ("Region Østdanmark (det tidligere Region Hovedstaden)").
 */
function helplinesText(site: AgentSite, now: Date): string {
  const when = (line: Helpline) => {
    if (line.alwaysOpen) return ', åbent døgnet rundt';
    const open = openNow(line, now);
    if (open === 'closed') return ', lukket nu – nævn den ikke som hjælp nu';
    return line.notAtNight && open === 'unknown' && quietHours(now)
      ? ', har ikke åbent om aftenen og natten – nævn den ikke som hjælp nu'
      : '';
  };
  return [
    ...site.helplines.national.map((l) => `- ${l.name}: ${l.phone} (sig: ${l.spoken})${l.note ? `, ${l.note}` : ''}${when(l)}`),
    ...regionsOn(site.helplines.regions, danishDay(now)).map(
      (l) =>
        `- ${l.regionName}${l.area ? ` (${l.area})` : ''}: ${l.name} ${l.phone} (sig: ${l.spoken}). Psykiatrisk akuthjælp: ${l.psychiatry.how}`,
    ),
  ].join('\n');
}

const filler = (tokens: Record<string, string>, where: string) => (text: string) =>
  fillTokens(text, tokens, (token) => {
    throw new AgentContentError(`${where}: unknown token ${token}`);
  });

/**
 * A row's words at `now`: the fitting lines that are not closed are named ({lines}, "X på … eller Y på …");
 * when every one is closed, the words say so and give the region's acute route, which answers around the
 * clock (the model knows each region's number), so 112 is said once, by the script itself.
 */
function crisisWords(
  help: Help,
  now: Date,
  fitting: Helpline[],
  {
    templates: t,
    scripts,
    common,
    where,
  }: { templates: CrisisTemplates; scripts: Script['crisisScripts']; common: Record<string, string>; where: string },
): CrisisWords {
  const open = fitting.filter((line) => openNow(line, now) !== 'closed');
  const lines = open.map((l) => `${l.name} på ${l.spoken}`).join(' eller ');
  const names = fitting.map((l) => l.name).join(' og ');
  const fill = filler({ ...common, lines, names }, where);
  const helpWords = !fitting.length ? '' : open.length ? t.crisisHelpOpen : t.crisisHelpClosed;
  const kindFill = filler({ ...common, lines, names, help: fill(helpWords), also: open.length ? fill(t.crisisAlso) : '' }, where);
  const words = (text: string) => kindFill(text).replace(/ {2,}/g, ' ').trim();
  const script = scripts[help.script];
  if (!script) throw new AgentContentError(`${where}: crisisScripts has no "${help.script}"`);
  return {
    script: words(script),
    safetyNo: words(t.safetyNo),
    reminder: words(t.crisisReminder),
    timeWarning: words(t.crisisTimeWarning),
    goodbye: words(t.crisisGoodbye),
    stillThere: words(t.crisisStillThere),
    instructions: words(`${t.crisisInstructions} ${help.open ? t.crisisOpen : t.crisisFocus}`),
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
