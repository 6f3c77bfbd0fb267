// The crisis path over a whole call (agent/crisis/conversation.ts), without the framework: what each turn
// leads to, and which turns and rules decided it.
import { describe, expect, it } from 'vitest';
import { loadAgentContent } from '../../agent/content.ts';
import { detectCrisis } from '../../agent/crisis.ts';
import { Conversation } from '../../agent/crisis/conversation.ts';

const rules = loadAgentContent().crisisRules;

/** Each turn's step, with the concern question said whenever the path asks it (as crisis-path.ts does). */
function call(turns: string[]) {
  const conversation = new Conversation(rules);
  return turns.map((turn) => {
    const step = conversation.hear(turn);
    if (step.act === 'ask') conversation.asked();
    return step;
  });
}

describe('a call', () => {
  it('adds up risk told in pieces, naming the turns that did', () => {
    const steps = call([
      'min kæreste er gået fra mig i går',
      'jeg har talt mine sovepiller og der er fyrre',
      'i weekenden er der ingen der opdager noget',
    ]);
    const crisis = steps.find((s) => s.act === 'crisis');
    expect(steps[0]!.act).toBe('none');
    expect(crisis).toMatchObject({ act: 'crisis', kind: 'suicide' });
    expect(crisis!.turns.length).toBeGreaterThan(1);
  });

  it('lets a piece that only completes a plan count after earlier danger, never on its own', () => {
    expect(detectCrisis('i weekenden er der ingen der opdager noget', rules).outcome).toBe('none');
    const steps = call(['jeg har samlet alle mine piller', 'i weekenden er der ingen der opdager noget']);
    expect(steps.map((s) => s.act)).toContain('crisis');
  });

  it('keeps a past told as past, until something says it is back', () => {
    expect(
      call(['jeg havde selvmordstanker som teenager', 'nej det er længe siden nu', 'hvad koster en psykolog']).map((s) => s.act),
    ).not.toContain('crisis');
    expect(call(['jeg havde selvmordstanker som teenager', 'ja og nu er de kommet igen']).map((s) => s.act)).toContain('crisis');
  });

  it('never lets an earlier denial silence a later statement', () => {
    const steps = call(['jeg kan ikke mere', 'nej jeg har ikke selvmordstanker', 'men i aften vil jeg tage alle mine piller']);
    expect(steps.map((s) => s.act)).toEqual(['ask', 'none', 'crisis']);
  });

  it('makes a yes to the concern question a suicide call, whatever the worry was about', () => {
    const steps = call(['min bror siger han ikke gider leve mere', 'ja det har jeg faktisk også selv']);
    expect(steps.map((s) => s.act)).toEqual(['ask', 'crisis']);
    expect(steps[1]).toMatchObject({ kind: 'suicide' });
  });

  it("holds a child caller for the call: a danger told later is a child's", () => {
    const steps = call(['hej jeg er tolv år', 'min far slår mig hver aften']);
    expect(steps.at(-1)).toMatchObject({ act: 'crisis', kind: 'child' });
  });

  it.each([
    ['nej han står stadig udenfor', 'safety-no'],
    ['nej', 'safety-no'],
    ['det ved jeg ikke', 'safety-no'],
    ['ja jeg er hos min mor nu', 'none'],
  ] as const)('answers "%s" to the safety question with %s', (answer, act) => {
    const steps = call(['min kæreste har lige slået mig', answer]);
    expect(steps[0]).toMatchObject({ act: 'crisis', kind: 'violence' });
    expect(steps[1]!.act).toBe(act);
  });

  it('gives an adult telling of someone else in acute danger the third-person script', () => {
    const steps = call(['min søn på 16 har låst sig inde og siger han vil hænge sig og jeg kan ikke få døren op']);
    expect(steps[0]).toMatchObject({ act: 'crisis', kind: 'third_person' });
  });
});
