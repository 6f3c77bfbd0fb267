// POST /functions/v1/log-consent against its contract: every rejection has its status and writes nothing;
// the privacy policy lists what is stored; old rows go.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../client/consent/record.ts';
import { type ApiError, CONSENT_COLUMNS, type ConsentResponse, UNKNOWN_TEXT } from '../../contracts/api.ts';
import { aiTransferText, callLimitsText, HEALTH_DATA_CONSENT, providerRetentionText, voiceSentences } from '../../contracts/privacy.ts';
import { DAY_MS, sha256Hex } from '../../contracts/bytes.ts';
import { textDigest } from '../../client/consent/record.ts';
import { content } from '../../worker/content/index.ts';
import { dpoText, isPlaceholderController } from '../../contracts/privacy.ts';
import worker, { createApp } from '../../worker/index.ts';
import { TEXT_DIGEST, validConsentBody } from '../fixtures/consent.ts';
import { CONSENT, KEY, post } from './api.ts';
import { decodeEntities, get, MANY_REQUESTS_MS, ORIGIN, pageDialog, scan, textContent } from './html.ts';

const metadata = (sessionId = crypto.randomUUID()) => validConsentBody({ sessionId }).metadata;

/** The digest a browser computes for the consent dialog a served page mounts: its text content, white space collapsed. */
async function pageDialogDigest(): Promise<string> {
  return (await textDigest(textContent(await pageDialog('/'))))!;
}

const rowsFor = async (sessionId: string) =>
  (await env.DB.prepare('SELECT * FROM consent_log WHERE session_id = ?1').bind(sessionId).all()).results;
const totalRows = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM consent_log').first<{ n: number }>())!.n;

describe('POST /functions/v1/log-consent', () => {
  it('stores a consent in the spec shape, tied to the dialog text every page serves', async () => {
    const m = metadata();
    const before = Date.now();
    const res = await post(CONSENT, { accepted: true, metadata: m });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as ConsentResponse;
    expect(body.filename).toMatch(/^consent-[0-9a-f-]{36}\.json$/);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await rowsFor(m.sessionId);
    expect(row).toEqual({
      id: body.filename.slice(8, -5),
      created_at: body.timestamp,
      accepted: 1,
      consent_version: '1.0',
      session_id: m.sessionId,
      browser_language: 'da-DK',
      screen_resolution: '1280x800',
      timezone: 'Europe/Copenhagen',
      page_url: m.pageUrl,
      consent_digest: await pageDialogDigest(),
      withdraw_hash: await sha256Hex(body.withdrawSecret),
    });
    // The browser gets the secret that can delete the row; the row holds only its hash.
    expect(body.id).toBe(row!.id);
    expect(body.withdrawSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(body.withdrawSecret);
  });

  it('takes the digest of the text the page serves, and refuses one of a text it never served', async () => {
    const served = await pageDialogDigest();
    const m = metadata();
    expect((await post(CONSENT, { accepted: true, metadata: m, textDigest: served })).status).toBe(200);
    expect((await rowsFor(m.sessionId))[0]?.consent_digest).toBe(served);

    const other = metadata();
    const res = await post(CONSENT, { accepted: true, metadata: other, textDigest: TEXT_DIGEST });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as ApiError).error).toBe(UNKNOWN_TEXT);
    expect(await rowsFor(other.sessionId)).toEqual([]);
  });

  it('reads server markup as a browser reads textContent: no comments, no tags, entities decoded', () => {
    expect(
      textContent('<p class="a">Tom &amp; Jerry<!-- --> siger &quot;hej&quot; &#x27;x&#x27; &lt;3 &#229;</p><input type="checkbox"/>'),
    ).toBe('Tom & Jerry siger "hej" \'x\' <3 å');
  });

  it('also takes the key as Authorization: Bearer', async () => {
    const res = await post(CONSENT, { accepted: true, metadata: metadata() }, { apikey: '', authorization: `Bearer ${KEY}` });
    expect(res.status).toBe(200);
  });

  const invalid: [string, unknown][] = [
    ['accepted false', { accepted: false, metadata: metadata() }],
    ['accepted "true"', { accepted: 'true', metadata: metadata() }],
    ['accepted missing', { metadata: metadata() }],
    ['metadata missing', { accepted: true }],
    ...(['sessionId', 'browserLanguage', 'screenResolution', 'timezone', 'pageUrl', 'consentVersion'] as const).map(
      (field): [string, unknown] => {
        const m: Record<string, string> = { ...metadata() };
        delete m[field];
        return [`${field} missing`, { accepted: true, metadata: m }];
      },
    ),
    ['sessionId not a UUID', { accepted: true, metadata: { ...metadata(), sessionId: 'abc' } }],
    ['browserLanguage too long', { accepted: true, metadata: { ...metadata(), browserLanguage: `da-${'x'.repeat(40)}` } }],
    ['screenResolution not WxH', { accepted: true, metadata: { ...metadata(), screenResolution: 'big' } }],
    ['timezone with markup', { accepted: true, metadata: { ...metadata(), timezone: '<b>Europe</b>' } }],
    ['pageUrl not http', { accepted: true, metadata: { ...metadata(), pageUrl: 'javascript:alert(1)' } }],
    ['pageUrl too long', { accepted: true, metadata: { ...metadata(), pageUrl: `${ORIGIN}/${'a'.repeat(2100)}` } }],
    ['another consent version', { accepted: true, metadata: { ...metadata(), consentVersion: '2.0' } }],
    ['an extra field', { accepted: true, metadata: { ...metadata(), ip: '1.2.3.4' } }],
    ['an array', [1, 2]],
    // What the security test got stored before.
    ['pageUrl on another domain', { accepted: true, metadata: { ...metadata(), pageUrl: 'https://evil.example/behandling/angst' } }],
    ['pageUrl on a lookalike host', { accepted: true, metadata: { ...metadata(), pageUrl: `${ORIGIN}.evil.example/` } }],
    ['pageUrl over plain http', { accepted: true, metadata: { ...metadata(), pageUrl: ORIGIN.replace('https:', 'http:') } }],
    ['pageUrl with user:password@', { accepted: true, metadata: { ...metadata(), pageUrl: ORIGIN.replace('//', '//user:password@') } }],
    ['pageUrl with NUL', { accepted: true, metadata: { ...metadata(), pageUrl: `${ORIGIN}/om-os\u0000` } }],
    ['pageUrl with an unpaired surrogate', { accepted: true, metadata: { ...metadata(), pageUrl: `${ORIGIN}/\ud800` } }],
    ['timezone "+++"', { accepted: true, metadata: { ...metadata(), timezone: '+++' } }],
    ['timezone an offset', { accepted: true, metadata: { ...metadata(), timezone: '+01:00' } }],
    ['timezone no such zone', { accepted: true, metadata: { ...metadata(), timezone: 'Europe/Atlantis' } }],
    ['browserLanguage with a control character', { accepted: true, metadata: { ...metadata(), browserLanguage: 'da\u0007' } }],
  ];
  it.each(invalid)('rejects %s with 400 and writes nothing', async (_label, body) => {
    const before = await totalRows();
    const res = await post(CONSENT, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; message: string };
    expect(json.error).toBe('invalid_body');
    expect(json.message).toMatch(/^(body|accepted|textDigest|metadata(\.\w+)?): \S/);
    expect(await totalRows()).toBe(before);
  });

  it.each([
    ['no key', { apikey: '' }, 401, 'invalid_key'],
    ['a wrong key', { apikey: 'not-the-key' }, 401, 'invalid_key'],
    ['a wrong content type', { 'content-type': 'text/plain' }, 415, 'unsupported_media_type'],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'unsupported_media_type'],
    ['another site as origin', { origin: 'https://evil.example' }, 403, 'forbidden_origin'],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403, 'forbidden_origin'],
  ])('refuses %s', async (_label, headers, status, error) => {
    const m = metadata();
    const res = await post(CONSENT, { accepted: true, metadata: m }, headers as Record<string, string>);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
    expect(await rowsFor(m.sessionId)).toHaveLength(0);
  });

  it('stores the page as origin plus path, and the session id lowercase', async () => {
    const sessionId = crypto.randomUUID().toUpperCase();
    const body = validConsentBody({ sessionId, pageUrl: `${ORIGIN}/behandling/angst?navn=Anna&mail=anna@example.dk#top` });
    expect((await post(CONSENT, body)).status).toBe(200);
    const [row] = await rowsFor(sessionId.toLowerCase());
    expect(row).toMatchObject({ session_id: sessionId.toLowerCase(), page_url: `${ORIGIN}/behandling/angst` });
  });

  it('accepts real time zone names', async () => {
    for (const timezone of ['Europe/Copenhagen', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1']) {
      expect((await post(CONSENT, validConsentBody({ timezone }))).status, timezone).toBe(200);
    }
  });

  it('normalises older rows in migration 0003: lowercase session ids, no query or fragment', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0003'))!;
    const updates = migration.queries.filter((q) => q.includes('UPDATE consent_log'));
    expect(updates.length).toBeGreaterThan(0);
    const old = crypto.randomUUID().toUpperCase();
    await env.DB.prepare(`INSERT INTO consent_log VALUES ('old-row','2026-01-01T00:00:00.000Z',1,'1.0',?1,'da','1x1','UTC',?2,NULL,NULL)`)
      .bind(old, `${ORIGIN}/om-os?email=a@b.dk#x`)
      .run();
    for (const query of updates) await env.DB.prepare(query).run();
    const [row] = await rowsFor(old.toLowerCase());
    expect(row).toMatchObject({ session_id: old.toLowerCase(), page_url: `${ORIGIN}/om-os` });
  });

  it('accepts its own origin', async () => {
    expect((await post(CONSENT, { accepted: true, metadata: metadata() }, { origin: ORIGIN })).status).toBe(200);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await post(CONSENT, '{"accepted": true, "metadata": {');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('rejects a body over 8 KB with 413', async () => {
    const before = await totalRows();
    const res = await post(CONSENT, { accepted: true, metadata: metadata(), padding: 'x'.repeat(9000) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await totalRows()).toBe(before);
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const res = await get(CONSENT);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('limits one visitor to 10 posts a minute, then answers 429 with Retry-After', async () => {
    // The limiter's windows follow the wall clock's minutes: start early in one, so all 12 posts share it.
    const msLeftInMinute = 60_000 - (Date.now() % 60_000);
    if (msLeftInMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, msLeftInMinute + 100));
    const visitor = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(CONSENT, { accepted: true, metadata: metadata() }, { 'cf-connecting-ip': visitor })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    const res = await post(CONSENT, { accepted: true, metadata: metadata() }, { 'cf-connecting-ip': visitor });
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toMatchObject({ error: 'rate_limited' });
  }, 30_000);

  it('answers 503 as JSON when D1 fails, without a stack trace', async () => {
    const failing = {
      prepare: () => ({
        bind: () => ({
          run: async () => {
            throw new Error('D1_ERROR: internal at storage.cc:42');
          },
        }),
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await createApp().request(
      CONSENT,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: KEY },
        body: JSON.stringify({ accepted: true, metadata: metadata() }),
      },
      { ...env, DB: failing },
    );
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'storage_unavailable', message: expect.any(String) });
    expect(text).not.toContain('storage.cc');
  });

  it(
    'stores 200 parallel consents as exactly 200 rows',
    async () => {
      const pageUrl = `${ORIGIN}/parallel-${crypto.randomUUID()}`;
      const responses = await Promise.all(
        Array.from({ length: 200 }, () => post(CONSENT, { accepted: true, metadata: { ...metadata(), pageUrl } })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
      const rows = await env.DB.prepare('SELECT COUNT(*) AS n, COUNT(DISTINCT id) AS ids FROM consent_log WHERE page_url = ?1')
        .bind(pageUrl)
        .first<{ n: number; ids: number }>();
      expect(rows).toEqual({ n: 200, ids: 200 });
    },
    MANY_REQUESTS_MS,
  );
});

describe('the privacy policy and the cookie page match the code', () => {
  it('lists exactly the columns the consent log stores', async () => {
    const columns = (await env.DB.prepare('PRAGMA table_info(consent_log)').all<{ name: string }>()).results.map((c) => c.name);
    expect(columns).toEqual([...CONSENT_COLUMNS]);
    const fields = content.privacy.flatMap((s) => s.consentFields ?? []).map((f) => f.name);
    expect(fields).toEqual([...CONSENT_COLUMNS]);
    const page = await scan('/privatlivspolitik');
    for (const column of CONSENT_COLUMNS) expect(page.html).toContain(`<code>${column}</code>`);
  });

  /** What a visitor reads: tags and React's text separators removed, entities decoded, spaces collapsed. */
  const readable = (html: string) => decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  const policy = async () => readable((await scan('/privatlivspolitik')).html);
  const dialog = async (path = '/') => readable(await pageDialog(path));

  it('names the controller in full, as site.json has it', async () => {
    const text = await policy();
    const { legalName, cvr, address, email } = content.site.controller;
    for (const value of [legalName, `CVR-nummer: ${cvr}`, address, email]) expect(text).toContain(value);
  });

  it('gives technical logs their own purpose and basis, outside the call consent', async () => {
    const text = await policy();
    expect(text).toMatch(/Drift og sikkerhed\./);
    expect(text).toMatch(/legitime interesse.{0,120}artikel 6, stk\. 1, litra f/);
    expect(text).toContain(`Vi gemmer de tekniske logs i højst ${content.site.technicalLogRetentionDays} dage`);
    expect(text).toMatch(/Formål 3 bygger ikke på dit samtykke/);
  });

  it('says in the policy and in the dialog that what is said may be health data, so consent is explicit', async () => {
    expect(HEALTH_DATA_CONSENT).toMatch(/helbred.*udtrykkelige samtykke.*artikel 9, stk\. 2, litra a/);
    expect(await policy()).toContain(HEALTH_DATA_CONSENT);
    expect(await dialog()).toContain(HEALTH_DATA_CONSENT);
    expect(await dialog('/behandling/angst')).toContain(HEALTH_DATA_CONSENT);
  });

  it("states the maximum length, captions on the visitor's screen only, and no recording, in both", async () => {
    const limits = callLimitsText(content.site.call.maxMinutes);
    expect(limits).toContain(`højst ${content.site.call.maxMinutes} minutter`);
    expect(await policy()).toContain(limits);
    expect(await dialog()).toContain(limits);
  });

  it('names the company behind the configured speech model as a processor', async () => {
    const company = { openai: 'OpenAI', azure: 'Microsoft' }[content.site.agentModel.provider];
    expect(content.site.aiProvider.name).toContain(company);
    expect(await policy()).toContain(content.site.aiProvider.name);
    expect(await dialog()).toContain(`Din stemme sendes til ${content.site.aiProvider.name}`);
  });

  it('names the transfer outside the EU/EEA and its basis in both, exactly when configured', async () => {
    const provider = content.site.aiProvider;
    const sentence = aiTransferText(provider);
    expect(await policy()).toContain(sentence);
    if (provider.outsideEea) {
      expect(sentence).toContain(provider.country);
      expect(sentence).toContain(provider.transferBasis!);
      expect(await dialog()).toContain(sentence);
    } else {
      expect(await dialog()).not.toMatch(/uden for EU/);
    }
    // The other configuration reads differently, so the text really follows site.json.
    const flipped = aiTransferText({ ...provider, outsideEea: !provider.outsideEea, transferBasis: 'standardkontraktbestemmelser' });
    expect(await policy()).not.toContain(flipped);
  });

  /** The policy's own text, without the header's dialog and the footer. */
  const article = async () => {
    const html = (await scan('/privatlivspolitik')).html;
    return readable(html.slice(html.indexOf('<article'), html.indexOf('</article>')));
  };

  it('names every processor from site.json: what they do, what they receive, where, on what basis, for how long', async () => {
    const text = await article();
    expect(content.site.processors.map((p) => p.name)).toEqual(expect.arrayContaining(['Cloudflare, Inc.', 'LiveKit Inc.']));
    for (const p of content.site.processors) {
      for (const value of [p.name, p.purpose, p.data, p.country, p.retention]) expect(text, p.name).toContain(value);
      if (p.outsideEea) expect(text, p.name).toContain(`Grundlaget for overførslen er ${p.transferBasis}`);
    }
    // LiveKit receives the caller's IP address, and the policy says so.
    expect(content.site.processors.find((p) => p.name.startsWith('LiveKit'))!.data).toContain('IP-adresse');
  });

  it('has a DPO line, the age of consent, and one privacy e-mail', async () => {
    const text = await article();
    expect(text).toContain(dpoText(content.site.controller.dpo));
    // The age, and what happens below it: no call, Børnetelefonen and 112 instead. No parent can consent here.
    expect(text).toMatch(new RegExp(`fyldt ${content.site.minimumAge} år for at tale med assistenten`));
    expect(text).toMatch(/Er du yngre, starter vi ingen samtale.{0,120}Børnetelefonen på 116 111 og 112/);
    expect(text).not.toMatch(/forælder give samtykket/);
    const addresses = new Set(text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g));
    expect([...addresses]).toEqual([content.site.controller.email]);
  });

  it('says how long the provider keeps what is said, and the same three sentences on the voice as the dialog and the home page', async () => {
    const retention = providerRetentionText(content.site.aiProvider);
    expect(retention).toContain(
      content.site.aiProvider.retention.zeroDataRetention ? 'gemmer ikke' : `op til ${content.site.aiProvider.retention.days} dage`,
    );
    const voice = voiceSentences(content.site.aiProvider);
    expect(await policy()).toContain(voice);
    expect(await dialog()).toContain(voice);
    expect(readable((await scan('/')).html)).toContain(`samtykke. ${voice}`);
    expect(await policy()).not.toMatch(/Din stemme gemmes ikke|mens I taler/);
  });

  it('describes withdrawal truthfully and offers the button in the policy and in every footer', async () => {
    const html = (await scan('/privatlivspolitik')).html;
    const text = await article();
    expect(text).not.toMatch(/Afslut samtalen\. Så stopper/);
    expect(text).toMatch(/Træk samtykke tilbage.{0,200}sletter registreringen af dit samtykke i vores samtykkelog og i din browser/);
    expect(html.match(/data-island="withdraw-consent"/g)).toHaveLength(2);
    expect(html).toContain('id="island-props-withdraw-consent-politik"');
    expect(html).toContain('id="island-props-withdraw-consent-sidefod"');
    expect((await scan('/behandling/angst')).html).toMatch(/<footer[\s\S]*data-island="withdraw-consent"[\s\S]*Træk samtykke tilbage/);
    // And what happens when logging fails: the Worker starts no call without a logged consent, and the policy says so.
    expect(text).not.toMatch(/Du kan ringe op, selv om vores samtykkelog ikke svarer/);
    expect(text).toMatch(/Du kan kun ringe op, når vi har gemt dit samtykke i vores samtykkelog.{0,120}starter samtalen ikke/);
  });

  it('shows a banner while the controller is still the shipped example (npm run deploy refuses it)', async () => {
    const text = await article();
    expect(isPlaceholderController(content.site.controller)).toBe(true);
    expect(text).toContain('Eksempel – ikke offentliggjort.');
    expect(
      isPlaceholderController({ ...content.site.controller, legalName: 'Terapi ApS', cvr: '12345678', address: 'Vej 1, 8000 Aarhus C' }),
    ).toBe(false);
  });

  it('names the two browser storage keys the code uses, and no cookie', async () => {
    const text = (await scan('/cookies')).text;
    expect(text).toContain(CONSENT_STORAGE_KEY);
    expect(text).toContain(SESSION_STORAGE_KEY);
    expect(text).toMatch(/localStorage/);
    expect(text).toMatch(/sessionStorage/);
  });
});

describe('retention', () => {
  it('deletes consent rows older than the configured period, daily', async () => {
    const old = new Date(Date.now() - (content.site.consentRetentionDays + 1) * DAY_MS).toISOString();
    const recent = new Date(Date.now() - DAY_MS).toISOString();
    const insert = (id: string, at: string) =>
      env.DB.prepare(
        `INSERT INTO consent_log (${CONSENT_COLUMNS.join(',')}) VALUES (?,?,1,'1.0',?,'da','1x1','UTC','https://x.example/',NULL,NULL)`,
      )
        .bind(id, at, id)
        .run();
    const oldId = crypto.randomUUID();
    const recentId = crypto.randomUUID();
    await insert(oldId, old);
    await insert(recentId, recent);
    const ctx = createExecutionContext();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await worker.scheduled(createScheduledController({ cron: '17 3 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await rowsFor(oldId)).toHaveLength(0);
    expect(await rowsFor(recentId)).toHaveLength(1);
  });
});
