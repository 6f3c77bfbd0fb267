// Sentences the privacy policy and the consent dialog must both say, word for word. The policy gets
// them as tokens ({healthDataConsent}, {aiTransfer}, {callLimits}); the dialog imports them. A test holds the two
// pages to the same text.

/** What a caller says may be about their health (GDPR art. 9), so the consent must be explicit. */
export const HEALTH_DATA_CONSENT =
  'Det, du siger i en samtale, kan handle om dit helbred. Det er følsomme oplysninger. Derfor beder vi om dit udtrykkelige samtykke, jf. databeskyttelsesforordningens artikel 9, stk. 2, litra a.';

export interface AiProviderConfig {
  name: string;
  country: string;
  outsideEea: boolean;
  transferBasis?: string;
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
