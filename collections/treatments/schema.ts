// The build side of treatments: front matter, the fields people read, related resources, and methods
// that name therapy forms.
import { z } from 'zod';
import { COLORS, ICONS } from '../../contracts/content.ts';
import { slug, text } from '../../config/site.ts';
import { buildSide, type CheckContext, checkRelated, faq, pageBoxes, pageHelplines, type Read } from '../build.ts';
import type { Treatment } from './collection.ts';

const schema = z
  .object({
    title: text(80),
    description: z.string().min(50).max(170),
    icon: z.enum(ICONS),
    color: z.enum(COLORS),
    available: z.boolean(),
    card: z.boolean(),
    order: z.number().int().min(1),
    symptoms: z.array(text(200)).min(3),
    methods: z.array(z.object({ name: text(80), specialty: slug, description: text(400) }).strict()).min(2),
    related: z.array(z.string()).min(2).max(4),
    faq: faq.min(3),
    helplines: pageHelplines,
    boxes: pageBoxes,
  })
  .strict();

/** The spec's cards on /behandlinger (§2.3), in this order, all available now. */
const SPEC_CARDS = ['angst', 'depression', 'stress', 'traumer', 'selvvaerd', 'relationer', 'ocd', 'sorg', 'soevnproblemer'];
/** The spec's anxiety FAQ: six questions, the price of a session, and when it often helps. */
const SPEC_ANXIETY = { slug: 'angst', questions: 6, says: ['600–1200 kr.', '8–12 sessioner'] };

export default buildSide<Treatment>()({
  schema,
  prose: [
    'title',
    'description',
    'symptoms.*',
    'methods.*.name',
    'methods.*.description',
    'faq.*.question',
    'faq.*.answer',
    'faq.*.link.text',
  ],
  uniqueSlugs: true,
  check(items, ctx) {
    checkRelated(items, ctx);
    const therapyForms = ctx.slugs('therapyForms');
    for (const t of items) {
      for (const m of t.methods) {
        if (!therapyForms.has(m.specialty)) ctx.problem(t.file, `methods: unknown therapy form "${m.specialty}"`);
      }
    }
    checkSpecFacts(items, ctx);
  },
  finish: (items) => items.sort((a, b) => a.order - b.order),
});

/** What the spec fixes about the treatments' content: the nine cards, and the anxiety FAQ. */
function checkSpecFacts(items: Read<typeof schema>[], ctx: CheckContext) {
  const cards = items.filter((t) => t.card).sort((a, b) => a.order - b.order);
  if (cards.map((t) => t.slug).join() !== SPEC_CARDS.join())
    ctx.problem('content/treatments', `card, order: the cards must be the spec's ${SPEC_CARDS.join(', ')}, in that order`);
  for (const t of cards.filter((c) => !c.available)) ctx.problem(t.file, "available: the spec's cards are all available");
  const anxiety = items.find((t) => t.slug === SPEC_ANXIETY.slug);
  if (!anxiety) return;
  if (anxiety.faq.length !== SPEC_ANXIETY.questions)
    ctx.problem(anxiety.file, `faq: ${anxiety.faq.length} questions, the spec's ${SPEC_ANXIETY.questions} required`);
  const answers = anxiety.faq.map((f) => f.answer).join(' ');
  for (const fact of SPEC_ANXIETY.says.filter((f) => !answers.includes(f)))
    ctx.problem(anxiety.file, `faq: must say "${fact}", as the spec does`);
}
