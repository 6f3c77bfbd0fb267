// The consent dialog's text as the browser's header island mounts it, and its digest: bundled and run by
// the build (scripts/build.ts, consentDigests), which writes the digests into the manifest for the consent
// API. Rendered from the same props and components as the island, with the same help-line data the
// browser's bundle holds, and read as a browser reads textContent (happy-dom parses the markup).
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { dialogText } from '../client/call/call-control.tsx';
import { callConfigOf } from '../client/call/call-config.ts';
import { ConsentDialog } from '../client/call/consent-dialog.tsx';
import { textDigest } from '../client/consent/record.ts';
import type { Site } from '../config/site.ts';

/** SHA-256 (hex) of the dialog's text a visitor reads on `day`, white space collapsed (textDigest). */
export async function dialogDigest(site: Omit<Site, 'helplines'>, day: string): Promise<string> {
  const dialog = createElement(ConsentDialog, { ...dialogText(callConfigOf(site)), day, onAccept: () => {} });
  const stream = await renderToReadableStream(dialog);
  await stream.allReady;
  const window = new Window();
  window.document.body.innerHTML = await new Response(stream).text();
  const text = window.document.body.textContent;
  await window.happyDOM.close();
  const digest = await textDigest(text);
  if (!digest) throw new Error('build: no SHA-256 here to digest the consent text');
  return digest;
}
