// The voice agent's knowledge (agent/knowledge.ts), made from the content the site is built from: the
// search's vocabularies and a plain-text summary of every therapy form, treatment and resource.
import { foldDanish } from '../contracts/content.ts';
import type { AgentKnowledge, KnowledgePage } from '../agent/knowledge.ts';
import { pathTo } from '../contracts/routes.ts';
import type { Content } from '../worker/content/types.ts';

/** About two minutes of speech: enough to explain from, short enough for the model to use. */
const MAX_TEXT_CHARS = 3000;

export function agentKnowledge(content: Content): AgentKnowledge {
  const { site } = content;
  const url = (path: string) => `${site.siteUrl}${path}`;
  const towns = content.pages['andre-byer']?.towns ?? [];
  const page = (p: Omit<KnowledgePage, 'text'>, ...parts: string[]): KnowledgePage => ({
    ...p,
    text: cut(parts.filter(Boolean).join('\n\n'), MAX_TEXT_CHARS),
  });
  return {
    siteUrl: site.siteUrl,
    search: site.search,
    prices: content.prices,
    specialties: [
      ...content.treatments.map((t) => ({ value: t.slug, name: t.title, kind: 'treatment' as const })),
      ...content.therapyForms.map((f) => ({ value: f.specialty, name: f.name, kind: 'therapyForm' as const })),
    ],
    cities: [
      ...content.cities.map((c) => ({ slug: c.slug, name: c.name })),
      ...towns.filter((town) => !content.cities.some((c) => c.name === town)).map((town) => ({ slug: townSlug(town), name: town })),
    ],
    pages: [
      ...content.therapyForms.map((f) =>
        page(
          { kind: 'therapyForm', slug: f.slug, title: f.name, summary: f.summary, url: url(pathTo('therapyForm', f.slug)) },
          plain(f.html),
        ),
      ),
      ...content.treatments.map((t) =>
        page(
          { kind: 'treatment', slug: t.slug, title: t.title, summary: t.description, url: url(pathTo('treatment', t.slug)) },
          // The facts first (prices, sessions, subsidy), so the cut never drops them.
          t.faq.map((q) => `${q.question} ${q.answer}`).join('\n'),
          ...(t.boxes ?? []).map((slug) => {
            const box = content.boxes[slug];
            return box ? `${box.title}: ${plain(box.html)}` : '';
          }),
          plain(t.html),
        ),
      ),
      ...content.resources.map((r) =>
        page(
          { kind: 'resource', slug: r.slug, title: r.title, summary: r.description, url: url(pathTo('resource', r.slug)) },
          plain(r.html),
        ),
      ),
    ],
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The rendered Markdown as prose: headings and paragraphs on their own lines, no markup. */
function plain(html: string): string {
  return html
    .replace(/<\/(h\d|p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** Cut at the last full sentence before the limit. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  return end > 0 ? head.slice(0, end + 1) : head;
}

/** "Nykøbing Falster" → "nykoebing-falster", the way the site's city slugs are written. */
function townSlug(name: string): string {
  return foldDanish(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
