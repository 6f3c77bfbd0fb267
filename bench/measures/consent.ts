// 1,000 valid consent posts at concurrency 50: throughput, errors, and every row counted in D1.
import autocannon from 'autocannon';
import { CONSENT_VERSION, LOG_CONSENT_PATH, type ConsentRequest } from '../../contracts/api.ts';
import { OURS, round, wrangler } from '../lib.ts';

/** A consent as a browser posts it; pageUrl marks this run's rows so they can be counted. */
const consentBody = (pageUrl: string): ConsentRequest => ({
  accepted: true,
  metadata: {
    sessionId: crypto.randomUUID(),
    browserLanguage: 'da-DK',
    screenResolution: '390x844',
    timezone: 'Europe/Copenhagen',
    pageUrl,
    consentVersion: CONSENT_VERSION,
  },
  // No textDigest: the spec's own body, tied to the dialog text we serve for this consentVersion.
});

export async function measureConsentLoad({ anonKey, persistTo, config }: { anonKey: string; persistTo: string; config: string }) {
  const marker = `${OURS}/bench-${Date.now()}`;
  const r = await autocannon({
    url: `${OURS}${LOG_CONSENT_PATH}`,
    method: 'POST',
    connections: 50,
    amount: 1000,
    headers: { 'content-type': 'application/json', apikey: anonKey },
    requests: [{ setupRequest: (req: object) => ({ ...req, body: JSON.stringify(consentBody(marker)) }) }],
  });
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, (s as { count: number }).count]));
  const out = wrangler([
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    persistTo,
    '-c',
    config,
    '--json',
    '--command',
    `SELECT COUNT(*) AS n FROM consent_log WHERE page_url = '${marker}'`,
  ]);
  const rows = (JSON.parse(out)[0].results[0] as { n: number }).n;
  const fiveHundreds = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((n, [, c]) => n + c, 0);
  // A refused body measures nothing: the measure fails rather than print the speed of 400s.
  if (Object.keys(statuses).some((code) => code !== '200' && !code.startsWith('5')))
    throw new Error(`consent: the bench's posts were refused (${JSON.stringify(statuses)}); its body no longer matches the API`);
  return {
    requests: r.requests.total,
    requestsPerSecond: round(r.requests.average),
    p99Ms: r.latency.p99,
    statuses,
    errors: r.errors,
    fiveHundreds,
    rowsStored: rows,
    lost: statuses['200'] !== undefined ? statuses['200'] - rows : null,
  };
}

export function reportConsentLoad(r: Awaited<ReturnType<typeof measureConsentLoad>>) {
  console.log('\nConsent under load (1,000 posts, concurrency 50):');
  console.table([r]);
}
