// The price guide as the Worker serves it: the form, an answer at its own URL (noindex, canonical to the
// guide, never kept in the render cache), a helpful 400 for a broken query, the sitemap, and the links
// from the subsidy box, the anxiety FAQ, the footer and the resources page.
import { describe, expect, it } from 'vitest';
import { GUIDE_PATH } from '../../contracts/price-guide.ts';
import { ORIGIN, get, graphNodes, scan } from './html.ts';

const ANSWER = `${GUIDE_PATH}?alder=22&emne=angst&henvisning=ja&forsikring=nej`;

describe('/pris-og-tilskud', () => {
  it('shows the form, indexable, in the sitemap', async () => {
    const page = await scan(GUIDE_PATH);
    expect(page.status).toBe(200);
    expect(page.h1).toEqual(['Hvad koster det at gå til psykolog?']);
    const form = page.html.match(/<form class="guide-form"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('action="/pris-og-tilskud"');
    expect(form).toContain('method="get"');
    expect(page.meta.robots).toBe('index, follow');
    expect(page.canonical).toBe(`${ORIGIN}${GUIDE_PATH}`);
    expect(graphNodes(page).some((n) => n['@type'] === 'WebPage' && n.name === 'Hvad koster det at gå til psykolog?')).toBe(true);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${ORIGIN}${GUIDE_PATH}</loc>`);
    expect(sitemap).not.toContain('alder=');
  });

  it('answers at its own URL: noindex, canonical to the guide, JSON-LD naming the answer shown', async () => {
    const page = await scan(ANSWER);
    expect(page.status).toBe(200);
    expect(page.meta.robots).toBe('noindex, follow');
    expect(page.canonical).toBe(`${ORIGIN}${GUIDE_PATH}`);
    expect(page.text).toContain('Du kan have ret til gratis hjælp hos en psykolog');
    expect(page.text).toContain('Med tilskud: 0 kr.');
    expect(page.text).toContain('Uden tilskud: De fleste private psykologer tog 900–1199 kr.');
    expect(page.html.match(/<input[^>]*name="emne"[^>]*value="angst"[^>]*>/)?.[0], 'the form keeps the answer').toContain('checked');
    const answer = graphNodes(page).find((n) => n['@id'] === `${ORIGIN}${GUIDE_PATH}#svar`);
    expect(answer?.name).toBe('Du kan have ret til gratis hjælp hos en psykolog');
  });

  it('shows a 30-year-old with anxiety and a referral a share in kroner with its year and source, marked unconfirmed', async () => {
    const page = await scan(`${GUIDE_PATH}?alder=30&emne=angst&henvisning=ja`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Med tilskud: Du betaler 40 % af psykologens pris, og regionen betaler resten.');
    expect(page.text).toContain(
      'I 2023 var det 443,63 kr. for den første samtale og 369,95 kr. for de næste, ifølge en psykologs egen side.',
    );
    expect(page.text).toContain('spørg psykologen, hvad det er i dag');
    expect(page.html).toContain('href="https://psykologlasseholst.dk/support"');
    expect(page.text).toMatch(/beløbet i kroner for 2023, tjekket 29\. november 2026; ikke bekræftet hos Dansk Psykolog Forening/);
  });

  it('renders each answer for its own query, even after the bare guide was kept in memory', async () => {
    await scan(GUIDE_PATH);
    const older = await scan(`${GUIDE_PATH}?alder=30&emne=angst&henvisning=nej`);
    expect(older.text).toContain('Med tilskud: Du betaler 40 % af psykologens pris');
    expect(older.text).toContain('Book en tid hos din egen læge');
    const bare = await scan(GUIDE_PATH);
    expect(bare.text).not.toContain('Dit svar');
    expect(bare.text).not.toContain('Du betaler 40 %');
  });

  it.each([
    ['?alder=abc&emne=angst&henvisning=ja', 'Skriv din alder som et tal'],
    ['?alder=22&emne=noget&henvisning=ja', 'Vælg, hvad det handler om.'],
    ['?alder=22&emne=angst', 'Svar ja eller nej til, om du har eller kan få en henvisning.'],
    ['?alder=0&emne=angst&henvisning=ja', 'Skriv din alder som et tal'],
    ['?alder=22&emne=angst&henvisning=ja&forsikring=kanske', 'Svar ja eller nej til forsikring'],
  ])('a broken query %s gets 400, the message and the form again', async (query, message) => {
    const page = await scan(`${GUIDE_PATH}${query}`);
    expect(page.status).toBe(400);
    expect(page.text).toContain(message);
    expect(page.html).toContain('class="guide-form"');
    expect(page.meta.robots).toBe('noindex, follow');
  });

  it('never prints what the visitor typed as our words', async () => {
    const page = await scan(`${GUIDE_PATH}?alder=%3Cscript%3Ealert(1)%3C%2Fscript%3E&emne=%3Cb%3Efed%3C%2Fb%3E&henvisning=ja`);
    expect(page.status).toBe(400);
    // The page's own inline entry is a <script> too: what must never appear is the visitor's.
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<b>fed');
  });

  it('is linked from the subsidy box, the anxiety FAQ, the footer and the resources page', async () => {
    const angst = await scan('/behandling/angst');
    const box = angst.html.slice(angst.html.indexOf('data-box="psykolog-med-tilskud"'));
    expect(box.slice(0, box.indexOf('</aside>')).includes(`href="${GUIDE_PATH}"`), 'the box links the guide').toBe(true);
    const faq = angst.html.slice(angst.html.indexOf('<summary>Hvad koster det at gå til en terapeut?'));
    const answer = faq.slice(0, faq.indexOf('</details>'));
    expect(answer.includes('600–1200 kr. per session'), 'the FAQ keeps its figure').toBe(true);
    expect(answer.includes(`href="${GUIDE_PATH}"`), 'the FAQ answer links the guide').toBe(true);
    expect(angst.html.slice(angst.html.indexOf('<footer')).includes(`href="${GUIDE_PATH}"`), 'the footer links the guide').toBe(true);
    expect((await scan('/ressourcer')).hrefs).toContain(GUIDE_PATH);
  });
});
