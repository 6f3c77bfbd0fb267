// A page is rendered once per isolate and then served from memory (worker/render/stream.ts): what comes
// back the second time must be exactly what came the first time, for visitors and crawlers alike, and
// a path written another way, or a not-found page, must never be answered with another path's page.
import { describe, expect, it } from 'vitest';
import { get } from './html.ts';

const BOT = { headers: { 'user-agent': 'Googlebot/2.1' } };

describe('the rendered-page memory', () => {
  it('answers a page the second time with the same bytes, streamed or complete', async () => {
    const first = await (await get('/terapiformer')).text();
    const second = await (await get('/terapiformer')).text();
    const bot = await (await get('/terapiformer', BOT)).text();
    expect(first).toContain('</html>');
    expect(second).toBe(first);
    expect(bot).toBe(first);
  });

  it('keeps a path written another way apart: each page names its own path', async () => {
    const encoded = await get('/behandling/%61ngst');
    const plain = await get('/behandling/angst');
    expect([encoded.status, plain.status]).toEqual([200, 200]);
    expect(await encoded.text()).toContain('%61ngst');
    expect(await plain.text()).not.toContain('%61ngst');
  });

  it('keeps no not-found page: each shows the path it was asked for', async () => {
    const a = await (await get('/findes-ikke-a')).text();
    const b = await (await get('/findes-ikke-b')).text();
    expect(a).toContain('findes-ikke-a');
    expect(b).toContain('findes-ikke-b');
    expect(b).not.toContain('findes-ikke-a');
  });
});
