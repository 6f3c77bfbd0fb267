// The digest of the consent dialog's text as we serve it: every page's header island gets CALL_CONFIG and
// mounts the dialog from it in the browser, and this renders the dialog from the same, once per isolate.
// The browser hashes the same words (client/consent/record.ts textDigest over the dialog's textContent),
// so a consent posted without a digest is tied to this one, and a digest that is not this one names a text
// we never served.
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { type CallConfig, dialogText } from '../../client/call/call-control.tsx';
import { ConsentDialog } from '../../client/call/consent-dialog.tsx';
import { textDigest } from '../../client/consent/record.ts';
import { CALL_CONFIG } from '../call-config.ts';

let served: Promise<string> | undefined;

/** SHA-256 (hex) of the dialog text every page serves now. */
export function servedDialogDigest(): Promise<string> {
  if (!served) {
    served = renderedDialog(CALL_CONFIG).then(async (html) => (await textDigest(textContent(html))) ?? '');
    // A failed render must not stick: the next consent tries again.
    served.catch(() => {
      served = undefined;
    });
  }
  return served;
}

/** The dialog's markup as the header island renders it from these call settings. */
export async function renderedDialog(config: CallConfig): Promise<string> {
  const stream = await renderToReadableStream(createElement(ConsentDialog, { ...dialogText(config), onAccept: () => {} }));
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
