// GDPR art. 13(1) and (2), field by field, against the privacy policy as the Worker renders it: each item
// of the article is something a visitor can find in the text, from the configuration the site runs with.
import { describe, expect, it } from 'vitest';
import { activeProcessors, aiProviderFor, statesRetention } from '../../config/site.ts';
import { dpoText } from '../../contracts/privacy.ts';
import site from '../../content/site.json' with { type: 'json' };
import { content } from '../../worker/content/index.ts';
import { decodeEntities, scan } from './html.ts';

/** The policy's own text (not the header's dialog or the footer), entities decoded, white space collapsed. */
async function policy(): Promise<string> {
  const html = (await scan('/privatlivspolitik')).html;
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return decodeEntities(article.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

const { controller } = content.site;
const processors = content.site.processors;

/** Art. 13, each point with what the policy must say for it. */
const ARTICLE_13: [string, (text: string) => void][] = [
  [
    '13(1)(a) the identity and contact details of the controller',
    (t) => {
      for (const value of [controller.legalName, controller.cvr, controller.address, controller.email]) expect(t).toContain(value);
    },
  ],
  [
    '13(1)(b) the contact details of the DPO, or the art. 37 assessment why there is none',
    (t) => expect(t).toContain(dpoText(controller.dpo)),
  ],
  [
    '13(1)(c) the purposes and the legal basis',
    (t) => {
      expect(t).toMatch(/Dokumentation af dit samtykke/);
      expect(t).toMatch(/Gennemførelse af samtalen/);
      expect(t).toMatch(/Drift og sikkerhed/);
      expect(t).toContain('artikel 6, stk. 1, litra a');
      expect(t).toContain('artikel 9, stk. 2, litra a');
      // The automatic danger check is a purpose of its own, with its basis.
      expect(t).toMatch(/automatisk tjek for fare.{0,400}selvmordstanker/i);
      expect(t).toMatch(/automatiske tjek for fare, som er en del af samtalen/);
      // Someone else's health data, which that person cannot consent to here.
      expect(t).toMatch(/Oplysninger om andre.{0,500}artikel 6, stk\. 1, litra f.{0,200}artikel 9, stk\. 2, litra c/);
    },
  ],
  [
    'the age of consent, with the law it follows',
    (t) => {
      expect(t).toContain(content.site.minimumAgeSource.basis);
      expect(content.site.minimumAgeSource.basis).toMatch(/databeskyttelsesloven § 6, stk\. 2 og 3.{0,120}L 79/);
    },
  ],
  [
    '7(1) proof of consent after withdrawal: deleted, and why',
    (t) => expect(t).toMatch(/gemmer heller ikke et bevis.{0,200}artikel 7, stk\. 1.{0,200}trækkes tilbage/),
  ],
  [
    "the model provider's retention, with its own exception",
    (t) => {
      const { retention } = content.site.aiProvider;
      if (!retention.zeroDataRetention) expect(t).toContain(`op til ${retention.days} dage for at opdage misbrug – ${retention.exception}`);
    },
  ],
  [
    '13(1)(d) the legitimate interests, where art. 6(1)(f) is the basis',
    (t) => expect(t).toMatch(/legitime interesse.{0,80}artikel 6, stk\. 1, litra f/),
  ],
  [
    '13(1)(e) the recipients: every processor this configuration switches on, the agent host among them',
    (t) => {
      expect(processors.some((p) => p.agentHost)).toBe(true);
      for (const p of processors) expect(t, p.name).toContain(p.name);
    },
  ],
  [
    '13(1)(f) transfers to third countries and their safeguards',
    (t) => {
      expect(t).toContain('artikel 44–49');
      for (const p of processors.filter((p) => p.outsideEea))
        expect(t, p.name).toContain(`Grundlaget for overførslen er ${p.transferBasis}`);
    },
  ],
  [
    '13(2)(a) the storage period, or the criteria for it, for each',
    (t) => {
      expect(t).toContain(`gemmes i ${content.site.consentRetentionDays} dage`);
      expect(t).toContain(`højst ${content.site.technicalLogRetentionDays} dage`);
      for (const p of processors) {
        expect(statesRetention(p.retention), p.name).toBe(true);
        expect(t, p.name).toContain(`Opbevaring: ${p.retention}`);
      }
    },
  ],
  [
    '13(2)(b) the rights of access, rectification, erasure, restriction, objection and portability',
    (t) => {
      for (const right of ['Indsigt', 'Berigtigelse', 'Sletning', 'Begrænsning', 'Indsigelse', 'Dataportabilitet'])
        expect(t).toContain(right);
    },
  ],
  ['13(2)(c) the right to withdraw consent at any time', (t) => expect(t).toMatch(/til enhver tid trække dit samtykke tilbage/)],
  ['13(2)(d) the right to complain to Datatilsynet', (t) => expect(t).toMatch(/klage til Datatilsynet/)],
  [
    '13(2)(e) whether providing the data is required, and what follows if not',
    (t) => expect(t).toMatch(/frivilligt at give samtykke.{0,80}kan du ikke tale med stemmeassistenten/),
  ],
  ['13(2)(f) automated decision-making', (t) => expect(t).toMatch(/ikke til automatiske afgørelser/)],
];

describe('the privacy policy meets art. 13, field by field', () => {
  it.each(ARTICLE_13)('%s', async (_point, check) => check(await policy()));

  it('names Retell exactly when VOICE_PROVIDER=retell switches it on, and LiveKit otherwise', () => {
    const names = (provider: 'livekit' | 'retell') => activeProcessors(site.processors as typeof processors, provider).map((p) => p.name);
    expect(names('retell').some((n) => n.startsWith('Retell'))).toBe(true);
    expect(names('retell').some((n) => n.startsWith('LiveKit'))).toBe(false);
    expect(names('livekit').some((n) => n.startsWith('LiveKit'))).toBe(true);
    expect(names('livekit').some((n) => n.startsWith('Retell'))).toBe(false);
    // wrangler.toml says livekit here, and the rendered policy follows it.
    expect(processors.map((p) => p.name)).toEqual(names('livekit'));
  });

  it('names the company that carries the call: Retell, never LiveKit, when Retell runs it', () => {
    const retell = aiProviderFor(site.aiProvider, 'retell');
    expect(retell.name).toMatch(/^Retell/);
    expect(`${retell.name} ${retell.transferBasis}`).not.toMatch(/LiveKit/);
    expect(aiProviderFor(site.aiProvider, 'livekit').name).toMatch(/^LiveKit/);
    expect(content.site.aiProvider.name).toBe(aiProviderFor(site.aiProvider, 'livekit').name);
  });
});
