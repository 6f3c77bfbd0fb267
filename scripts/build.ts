// The whole build in one file: content → worker/generated/content.json (the help lines apart, in
// ui/generated/helplines.json; the agent's knowledge → agent/generated/knowledge.json; the triage table's reading →
// content/agent/krise/LÆSNING.md), client → hashed bundle and
// CSS in dist/client/assets with a manifest, public files copied, and the static-asset headers.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { AgentContentError, loadAgentContent } from '../agent/content.ts';
import { KNOWLEDGE_FILE } from '../agent/knowledge.ts';
import { agentKnowledge } from './agent-knowledge.ts';
import { crisisReading, READING_FILE } from './crisis-reading.ts';
import { ContentError, loadContent } from './content.ts';
import type { LanguageSummary } from './language-check.ts';
import { MAX_LIX } from './language.ts';
import { heroSvg } from './make-images.ts';
import { templateFiles, templateProse } from './template-text.ts';
import { activeProcessors, aiProviderFor, type Site, voiceProviderOf } from '../config/site.ts';
import type { Content } from '../worker/content/types.ts';
import { changeDays, factsThatChange, factWarnings } from '../config/freshness.ts';
import { browserHelplines } from '../contracts/content.ts';
import type { PriceFacts } from '../contracts/price-guide.ts';
import { BEFORE_CHANGES } from '../contracts/dated.ts';
import { type InlineHashes, securityHeaders } from '../worker/edge/headers.ts';
import { SPECULATION_RULES } from '../worker/render/speculation.ts';
import { CALL_STYLE, STYLE_PARTS, type StylePart } from '../worker/render/styles.ts';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/client');
const generated = join(root, 'worker/generated');
const uiGenerated = join(root, 'ui/generated');

export async function build() {
  const started = performance.now();
  const content = checkedContent();
  rmSync(out, { recursive: true, force: true });
  for (const dir of [join(out, 'assets'), generated, uiGenerated]) mkdirSync(dir, { recursive: true });
  // Facts checked long ago, and facts that end soon with nothing to follow them: warnings, never a failure.
  for (const warning of factWarnings(content.site, content.prices, new Date().toISOString().slice(0, 10)))
    console.warn(`warning: ${warning}`);
  // The help lines are written once, for ui/ and the server pages alike; the Worker's content leaves
  // them out, and the browser's bundle gets only the pick its components read (browserHelplines).
  writeFileSync(join(uiGenerated, 'helplines.json'), `${JSON.stringify(content.site.helplines, null, 2)}\n`);
  cpSync(join(root, 'client/public'), out, { recursive: true });
  await writeOgImage(content.site, join(out, 'og-image.png'));

  // The Worker's site.json, read once: its content file holds it, and the consent digests are of the dialog it configures.
  const site = workerSite(content.site);
  const manifest = await clientManifest(content, site);
  writeFileSync(join(generated, 'manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(generated, 'content.json'), JSON.stringify({ ...content, site, prices: workerPrices(content.prices) }));
  // What the voice agent searches and explains from: the same validated content, never read twice.
  mkdirSync(new URL('.', KNOWLEDGE_FILE), { recursive: true });
  writeFileSync(KNOWLEDGE_FILE, JSON.stringify(agentKnowledge(content)));
  writeFileSync(join(out, '_headers'), staticHeaders(manifest.hashes));
  console.log(
    `build: ${content.resources.length} resources, ${content.therapyForms.length} therapy forms, ${content.cities.length} cities; ${Math.round(performance.now() - started)} ms`,
  );
}

/** The content, checked; and the voice agent's words, which it reads itself at start: checking them
 *  here fails the build first. */
function checkedContent(): Content {
  const content = loadContent({
    contentDir: join(root, 'content'),
    imagesDir: join(root, 'client/public/images'),
    language: { report: reportLanguage, extraProse: templateProse(templateFiles(root), root) },
  });
  const agentContent = loadAgentContent(join(root, 'content'));
  // The clinician's reading of the triage table, from the same code the call runs (npm run crisis-reading).
  writeFileSync(join(root, READING_FILE), crisisReading(agentContent));
  return content;
}

type WorkerSite = Omit<Site, 'helplines'>;

/** site.json as the Worker reads it: without the help lines, and with the provider and processors this
 *  configuration switches on (Retell only with wrangler.toml's VOICE_PROVIDER=retell), which the policy names. */
function workerSite({ helplines: _helplines, ...site }: Site): WorkerSite {
  const voiceProvider = voiceProviderOf(readFileSync(join(root, 'wrangler.toml'), 'utf8'));
  return {
    ...site,
    aiProvider: aiProviderFor(site.aiProvider, voiceProvider),
    processors: activeProcessors(site.processors, voiceProvider),
  };
}

/** The price file as the Worker reads it: the categories, each fact's value, status, source and check date,
 *  and the site's estimate. What each source's page said (`said`) and the file's `$comment` are for whoever
 *  checks the facts; no page reads them, so they stay out of the Worker's bundle. */
function workerPrices({ categories, facts, siteEstimate }: PriceFacts): PriceFacts {
  const served = Object.entries(facts).map(([name, fact]) => {
    const { value, status, source, checked } = fact;
    const last = 'lastPublished' in fact ? fact.lastPublished : undefined;
    const lastPublished = last && { value: last.value, year: last.year, source: last.source, checked: last.checked };
    return [name, { value, status, source, checked, ...(lastPublished && { lastPublished }) }];
  });
  return { categories, facts: Object.fromEntries(served) as PriceFacts['facts'], siteEstimate };
}

/** The browser's code and style, built, and the manifest the Worker's pages name them by. */
async function clientManifest(content: Content, site: WorkerSite) {
  const speculationRules = JSON.stringify(SPECULATION_RULES);
  const entryScript = await buildEntry(speculationRules);
  const { metafile } = await buildClient(content.site.helplines, await minifiedCss(CALL_STYLE));
  const page = [await buildPageCode()];
  const days = changeDays(factsThatChange(content.site, content.prices));
  // The stylesheet's parts are small, so they go inline (no render-blocking request); the CSP allows them,
  // the entry and the speculation rules by their hashes, and nothing else inline.
  const styles = Object.fromEntries(await Promise.all(STYLE_PARTS.map(async (part) => [part, await minifiedCss(part)]))) as Record<
    StylePart,
    string
  >;
  const hashes: InlineHashes = { scripts: [cspHash(entryScript), cspHash(speculationRules)], styles: Object.values(styles).map(cspHash) };
  return {
    page,
    ...entryManifest(metafile),
    // The days a dated fact starts or ends: the Worker keeps and tags its pages by the stretch between two.
    changeDays: days,
    consentDigests: await consentDigests(site, content.site.helplines, days),
    entryScript,
    favicon: svgDataUrl(readFileSync(join(root, 'client/public/favicon.svg'), 'utf8')),
    styles,
    hashes,
    buildId: hash(
      JSON.stringify(content) + JSON.stringify(metafile.outputs) + page + JSON.stringify(styles) + entryScript + speculationRules,
    ),
  };
}

/** One part of the stylesheet (client/styles/<part>.css), minified. */
async function minifiedCss(part: string): Promise<string> {
  const css = readFileSync(join(root, `client/styles/${part}.css`), 'utf8');
  return (await esbuild.transform(css, { loader: 'css', minify: true })).code.trim();
}

/** An SVG as a data URL, escaping only what a URL or an HTML attribute cannot hold (not every space and
 *  slash, as encodeURIComponent would): it is in every page's head. */
function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, ' ').replace(/> </g, '><');
  // A space is escaped too: a raw one in an href is invalid HTML (the W3C validator rejects it).
  return `data:image/svg+xml,${text.replace(/["%#<>&' ]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

const ESBUILD_COMMON = {
  outdir: join(out, 'assets'),
  entryNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['chrome111', 'firefox115', 'safari16.4'],
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
} satisfies esbuild.BuildOptions;

/** The entry, the only script the page runs before its first paint, built on its own as a classic script:
 *  every page carries it inline, allowed by its hash, so nothing is fetched before the paint. It holds the
 *  speculation rules' one serialisation, and adds them once the page has loaded. */
async function buildEntry(speculationRules: string): Promise<string> {
  const entry = await esbuild.build({
    ...ESBUILD_COMMON,
    entryPoints: { entry: join(root, 'client/entry.ts') },
    format: 'iife',
    write: false,
    metafile: false,
    define: { SPECULATION_RULES: JSON.stringify(speculationRules) },
  });
  return entry.outputFiles[0]!.text.trim();
}

/** The page's own code (client/page.ts), built on its own into one file with nothing to import: the entry
 *  loads it once the page has painted, in one request. */
async function buildPageCode(): Promise<string> {
  const { metafile } = await esbuild.build({ ...ESBUILD_COMMON, entryPoints: { page: join(root, 'client/page.ts') } });
  const [file] = Object.keys(metafile.outputs).filter((f) => f.endsWith('.js'));
  if (!file) throw new Error('build: client/page.ts produced no output');
  return `/assets/${basename(file)}`;
}

/** The hydration code (React and the islands) and the call chunk, entries of their own: the browser imports
 *  each by the URL the page names (so the Worker's bundler never follows them), on the visitor's first sign
 *  of intent. */
function buildClient(helplines: Site['helplines'], callStyle: string) {
  return esbuild.build({
    ...ESBUILD_COMMON,
    entryPoints: { hydrate: join(root, 'client/hydrate.ts'), call: join(root, 'client/call/live/load.ts') },
    chunkNames: 'chunk-[hash]',
    splitting: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', CALL_STYLE_SHEET: JSON.stringify(callStyle) },
    plugins: [browserHelplinesPlugin(helplines)],
  });
}

/** The browser's bundle gets only the pick of the help lines its components read (browserHelplines). */
function browserHelplinesPlugin(helplines: Site['helplines']): esbuild.Plugin {
  return {
    name: 'browser-helplines',
    setup(b) {
      b.onLoad({ filter: /ui\/generated\/helplines\.json$/ }, () => ({
        contents: JSON.stringify(browserHelplines(helplines)),
        loader: 'json',
      }));
    },
  };
}

/**
 * SHA-256 (hex) of the consent dialog's text on the first day of each stretch between the days a dated fact
 * changes (the dialog names the regions' help lines of the visitor's day), keyed by that day. The consent
 * API ties a consent to them (worker/api/consent-text.ts) and renders nothing itself.
 */
async function consentDigests(site: WorkerSite, helplines: Site['helplines'], changeDays: string[]): Promise<Record<string, string>> {
  // The dialog is TSX, which Node does not run: bundled as the browser's is, then imported.
  const file = join(root, 'node_modules/.cache/consent-text.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'scripts/consent-text.ts')],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    external: ['happy-dom'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [browserHelplinesPlugin(helplines)],
    logLevel: 'warning',
  });
  const { dialogDigest } = (await import(`${file}?${Date.now()}`)) as typeof import('./consent-text.ts');
  const days = [BEFORE_CHANGES, ...changeDays];
  return Object.fromEntries(await Promise.all(days.map(async (day) => [day, await dialogDigest(site, day)])));
}

/** One line of figures for the language checks, and one warning if the spelling could not be checked. */
function reportLanguage(s: LanguageSummary) {
  const spelling = s.spellingSkipped ? 'spelling not checked' : `${s.words} words spell-checked (${s.distinctWords} distinct)`;
  console.log(
    `language: ${s.pages} pages and ${s.templates} template files, ${spelling}, max LIX ${s.maxLix.lix} (${s.maxLix.file}, limit ${MAX_LIX}); ${s.ms} ms`,
  );
  if (s.spellingSkipped && process.env.REQUIRE_SPELLCHECK !== '1')
    console.warn(`warning: ${s.spellingSkipped} (REQUIRE_SPELLCHECK=1 makes this an error)`);
  if (s.unneededListWords.length) console.warn(`warning: content/words.txt lists words no page needs: ${s.unneededListWords.join(', ')}`);
}

/** The hydration module and its chunks (loaded on intent on an island); the call chunk; and every file
 *  loaded only for a call (the call chunk and what it alone imports). */
function entryManifest(metafile: esbuild.Metafile) {
  const outputs = metafile.outputs;
  const url = (file: string) => `/assets/${basename(file)}`;
  const outputOf = (source: string) => {
    const [file] = Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith(source)) ?? [];
    if (!file) throw new Error(`build: ${source} produced no output`);
    return file;
  };
  /** A file and every chunk it imports statically, itself first. */
  const withImports = (file: string, seen = new Set<string>()) => {
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' && !seen.has(imp.path)) withImports(imp.path, seen);
    return [...seen];
  };
  const hydrate = withImports(outputOf('client/hydrate.ts'));
  const lazy = Object.keys(outputs).filter((f) => f.endsWith('.js') && !hydrate.includes(f));
  return {
    hydrate: hydrate.map(url),
    call: url(outputOf('client/call/live/load.ts')),
    lazy: lazy.map(url),
  };
}

/** The social-card image and Organization logo: the product's name on the site's calm colours. */
async function writeOgImage(site: Site, file: string) {
  const escapeXml = (t: string) => t.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const art = heroSvg(site.productSlug).replace(
    '</svg>',
    `<rect x="80" y="200" width="1040" height="230" rx="28" fill="#ffffff" opacity="0.9"/>
<text x="600" y="310" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#163a47">${escapeXml(site.product)}</text>
<text x="600" y="380" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#44515c">Find en terapeut · viden om mental sundhed</text></svg>`,
  );
  await sharp(Buffer.from(art)).png({ compressionLevel: 9, palette: true }).toFile(file);
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
/** A CSP hash source of an inline element's exact text. */
const cspHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** Workers Static Assets applies these to the files it serves without running the Worker: the same
 *  security headers as every Worker response, and a year of caching for hashed files. */
function staticHeaders(hashes: InlineHashes): string {
  const security = Object.entries(securityHeaders([], hashes))
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  const immutable = '  Cache-Control: public, max-age=31536000, immutable';
  return `/*\n${security}\n/assets/*\n${immutable}\n/images/*\n  Cache-Control: public, max-age=86400\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error: unknown) => {
    console.error(error instanceof ContentError || error instanceof AgentContentError ? error.message : error);
    process.exit(1);
  });
}
