// The digests of the consent dialog's text as we serve it: every page's header island gets CALL_CONFIG and
// mounts the dialog from it in the browser, and this renders the dialog from the same, once per isolate.
// The browser hashes the same words (client/consent/record.ts textDigest over the dialog's textContent),
// so a consent posted without a digest is tied to the text of its day, and a digest that is none of these
// names a text we never served. The dialog names the regions' help lines of the visitor's day, which change
// on known days (contracts/dated.ts), so there is one text for each stretch between them: a visitor whose
// clock is a day off, or who consents just after midnight, still sends one of ours.
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { type CallConfig, dialogText } from '../../client/call/call-control.tsx';
import { ConsentDialog } from '../../client/call/consent-dialog.tsx';
import { textDigest } from '../../client/consent/record.ts';
import { BEFORE_CHANGES, stretchOf } from '../../contracts/dated.ts';
import { CALL_CONFIG } from '../call-config.ts';
import { manifest } from '../content/index.ts';

let served: Promise<Map<string, string>> | undefined;

/**
 * SHA-256 (hex) of the dialog text we serve on `day`, and of every text we serve on some day: the dialog
 * rendered on the first day of each stretch (the days before any change, then each change day).
 */
export async function servedDialogDigests(day: string): Promise<{ today: string; all: Set<string> }> {
  if (!served) {
    const stretches = [BEFORE_CHANGES, ...manifest.changeDays];
    served = Promise.all(
      stretches.map(async (first) => [first, (await textDigest(textContent(await renderedDialog(CALL_CONFIG, first)))) ?? ''] as const),
    ).then((digests) => new Map(digests));
    // A failed render must not stick: the next consent tries again.
    served.catch(() => {
      served = undefined;
    });
  }
  const byStretch = await served;
  return { today: byStretch.get(stretchOf(day, manifest.changeDays)) ?? '', all: new Set(byStretch.values()) };
}

/** The dialog's markup as the header island renders it from these call settings, naming the help lines of `day` (the visitor's today unless given). */
export async function renderedDialog(config: CallConfig, day?: string): Promise<string> {
  const stream = await renderToReadableStream(createElement(ConsentDialog, { ...dialogText(config), day, onAccept: () => {} }));
  await stream.allReady;
  return new Response(stream).text();
}

/** What a browser's textContent gives for server-rendered markup: no comments, no tags, entities decoded.
 *  React escapes `<` and `>` in attributes too, so no tag holds a `>` before its end. */
export function textContent(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '');
}
