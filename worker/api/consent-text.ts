// The digests of the consent dialog's text as we serve it: every page's header island gets CALL_CONFIG and
// mounts the dialog from it in the browser, and the build renders the dialog from the same settings and
// writes each text's digest into the manifest (scripts/consent-text.ts). The browser hashes the same words
// (client/consent/record.ts textDigest over the dialog's textContent), so a consent posted without a digest
// is tied to the text of its day, and a digest that is none of these names a text we never served. The
// dialog names the regions' help lines of the visitor's day, which change on known days (contracts/dated.ts),
// so there is one text for each stretch between them: a visitor whose clock is a day off, or who consents
// just after midnight, still sends one of ours.
import { stretchOf } from '../../contracts/dated.ts';
import { manifest } from '../content/index.ts';

const allServed = new Set(Object.values(manifest.consentDigests));

/** SHA-256 (hex) of the dialog text we serve on `day`, and of every text we serve on some day. */
export function servedDialogDigests(day: string): { today: string; all: Set<string> } {
  return { today: manifest.consentDigests[stretchOf(day, manifest.changeDays)] ?? '', all: allServed };
}
