// TEMPORARY: stands in for the rule-based detector until it lands in agent/crisis.ts as
// detectCrisis(utterance, rules). It maps the old phrase list onto the detector's verdict shape
// (every match a suicide crisis) and treats the vague "kan ikke mere" as a concern. Delete this file at merge and import
// detectCrisis and CrisisVerdict from ./crisis.ts in agent/crisis-path.ts.
import type { CrisisKind } from '../contracts/screen.ts';
import { type AgentContent, normalise } from './content.ts';
import { CrisisGuard } from './crisis.ts';

interface CrisisVerdict {
  outcome: 'crisis' | 'concern' | 'none';
  kind?: CrisisKind;
  rule?: string;
  span?: string;
}

export function detectCrisis(utterance: string, rules: AgentContent['crisisPhrases']): CrisisVerdict {
  const phrase = new CrisisGuard(rules).hear(utterance);
  if (phrase) return { outcome: 'crisis', kind: 'suicide', rule: 'phrase-list', span: phrase };
  if (` ${normalise(utterance)} `.includes(' kan ikke mere '))
    return { outcome: 'concern', kind: 'suicide', rule: 'vague', span: 'kan ikke mere' };
  return { outcome: 'none' };
}
