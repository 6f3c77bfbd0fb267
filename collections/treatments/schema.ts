// The build side of treatments: front matter, the fields people read, related resources, and methods
// that name therapy forms.
import { z } from 'zod';
import { COLORS, ICONS } from '../../contracts/content.ts';
import { slug, text } from '../../config/site.ts';
import { buildSide, checkRelated, faq, pageBoxes, pageHelplines } from '../build.ts';
import type { Treatment } from './collection.ts';

export default buildSide<Treatment>()({
  schema: z
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
    .strict(),
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
  },
  finish: (items) => items.sort((a, b) => a.order - b.order),
});
