// `npm run crisis-check`: one utterance a line on stdin, one JSON verdict a line on stdout, in the same
// order, each checked on its own by the agent's crisis detector with the rules, word weights and triage
// table in content/agent/krise/: what it heard (who, danger, acuity), the triage row that decided, and
// whether a danger heard now is sure (the script) or not (`question`: the kind's question first).
//   echo "jeg vil ikke leve mere" | npm run --silent crisis-check
import { readFileSync } from 'node:fs';
import { loadAgentContent } from '../agent/content.ts';
import { detectCrisis } from '../agent/crisis/detect.ts';

const { crisisRules } = loadAgentContent();
const lines = readFileSync(0, 'utf8').split('\n');
if (lines.at(-1) === '') lines.pop();
const out = lines.map((line) => {
  const { outcome, kind, sure, question, rule, span, score, who, danger, acuity, triage } = detectCrisis(line, crisisRules);
  return JSON.stringify({ crisis: outcome === 'crisis', outcome, kind, sure, question, rule, span, score, who, danger, acuity, triage });
});
process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
