// Sentences the privacy policy, the consent dialog and the home page must say word for word. The policy
// gets them as tokens ({healthDataConsent}, {aiTransfer}, {callLimits}, {voiceSentences},
// {providerRetention}); the dialog and the home page import them. Tests hold the pages to the same text.

/** What a caller says may be about their health (GDPR art. 9), so the consent must be explicit. */
export const HEALTH_DATA_CONSENT =
  'Det, du siger i en samtale, kan handle om dit helbred. Det er følsomme oplysninger. Derfor beder vi om dit udtrykkelige samtykke, jf. databeskyttelsesforordningens artikel 9, stk. 2, litra a.';

export interface AiProviderConfig {
  name: string;
  country: string;
  outsideEea: boolean;
  transferBasis?: string | undefined;
  retention: { by: string; days: number; zeroDataRetention: boolean; exception?: string | undefined };
}

/** Where the AI provider processes the call, and on what basis when that is outside the EU/EEA. */
export function aiTransferText(provider: AiProviderConfig): string {
  if (!provider.outsideEea) return `${provider.name} behandler samtalen inden for EU og EØS.`;
  return `${provider.name} behandler samtalen i ${provider.country}, som ligger uden for EU og EØS. Grundlaget for overførslen er ${provider.transferBasis}.`;
}

/** What the call is and is not, as the agent and the browser enforce it: a maximum length, captions and
 *  what the assistant shows (searches, our pages, help lines) on the visitor's screen only, and no recording. */
export function callLimitsText(maxMinutes: number): string {
  return `En samtale varer højst ${maxMinutes} minutter. Teksten til samtalen og det, assistenten viser dig, fx en søgning eller en side, vises kun på din egen skærm og gemmes ikke. Vi optager ikke samtalen.`;
}

/** How long the provider keeps what a caller says: OpenAI's API keeps it up to 30 days to detect abuse,
 *  longer only on their own stated exception, unless the operator has Zero Data Retention. */
export function providerRetentionText(provider: AiProviderConfig, { withException = true } = {}): string {
  const { by, days, zeroDataRetention, exception } = provider.retention;
  if (zeroDataRetention) return `${by} gemmer ikke det, du siger.`;
  return `${by} kan gemme det, du siger, i op til ${days} dage for at opdage misbrug${exception && withException ? ` – ${exception}` : ''}.`;
}

/** The three short sentences on the voice, first in the dialog, and in the policy and on the home page.
 *  Short, so the dialog's first layer keeps its checkbox on a phone's screen: the provider's exception is
 *  in the policy's retention section and in the agent's answer. */
export function voiceSentences(provider: AiProviderConfig): string {
  const where = provider.outsideEea ? ` i ${provider.country}` : '';
  return `Din stemme sendes til ${provider.name}${where} under samtalen. Vi optager den ikke og gemmer den ikke. ${providerRetentionText(provider, { withException: false })}`;
}

/** The checkbox: the AI, health data and, when there is one, the transfer. The age is asked just above it. */
export function consentCheckboxText(provider: AiProviderConfig): string {
  const where = provider.outsideEea ? ` i ${provider.country} (uden for EU)` : '';
  return `Jeg giver samtykke til, at det, jeg siger – også om mit helbred – behandles af en AI hos ${provider.name}${where}.`;
}

/** Who we are, what the call is for, and that it may be health data: what recital 42 asks an informed
 *  consent to name, first in the dialog. */
export function purposeText(controllerName: string): string {
  return `${controllerName} står bag samtalen. Assistenten hjælper dig med at finde vej, fx til en terapeut. Det, du siger, kan være oplysninger om dit helbred.`;
}

/** How to take a consent back, in the dialog's first layer: as easy as giving it (art. 7(3)). */
export const WITHDRAW_TEXT = 'Du kan altid trække dit samtykke tilbage med knappen »Træk samtykke tilbage« nederst på siden.';

/** The controller still holds the shipped example values: the site must not go live like this. */
export function isPlaceholderController(controller: { legalName: string; cvr: string; address: string }): boolean {
  return controller.cvr === '00000000' || PLACEHOLDER.test(`${controller.legalName} ${controller.address}`);
}

/** The words the shipped examples carry, so a value still holding them is never published as ours. */
const PLACEHOLDER = /eksempel|skal udfyldes/i;

/** The data protection officer: who to contact, or why there is none (an art. 37 assessment). */
export type Dpo = { contact: string } | { assessment: string; assessedOn: string };

/** The policy's DPO line (art. 13(1)(b)): the contact, or that there is none and the assessment behind it. */
export function dpoText(dpo: Dpo): string {
  if ('contact' in dpo) return `Vores databeskyttelsesrådgiver er ${dpo.contact}.`;
  return `Vi har ingen databeskyttelsesrådgiver. Vores vurdering efter databeskyttelsesforordningens artikel 37 (${dpo.assessedOn}): ${dpo.assessment}`;
}

/** Everything in the configuration that still holds a shipped example: what `npm run deploy` refuses and
 *  the policy's banner names. Each entry names the field to fill in. */
export function placeholderFields(site: {
  controller: { legalName: string; cvr: string; address: string; dpo: Dpo };
  processors: { name: string; purpose: string; retention: string }[];
}): string[] {
  const fields: string[] = [];
  if (isPlaceholderController(site.controller)) fields.push('controller (legalName, cvr, address)');
  if (PLACEHOLDER.test('contact' in site.controller.dpo ? site.controller.dpo.contact : site.controller.dpo.assessment))
    fields.push('controller.dpo');
  site.processors.forEach((p, i) => {
    if (PLACEHOLDER.test(`${p.name} ${p.purpose} ${p.retention}`)) fields.push(`processors[${i}] (${p.name})`);
  });
  return fields;
}
