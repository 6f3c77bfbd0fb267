// The build side of resources: front matter, the fields people read, related resources and hero images.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ICONS, IMAGE_WIDTHS, imageVariant } from '../../contracts/content.ts';
import { isoDate, text } from '../../config/site.ts';
import { buildSide, checkRelated, faq, pageBoxes, pageHelplines } from '../build.ts';
import type { Resource } from './collection.ts';

/** An article must stand on its own. */
const MIN_WORDS = 500;
export const DEFAULT_DATE_PUBLISHED = '2025-01-15';
const defaultImage = (slug: string) => `resources/${slug}.webp`;

export default buildSide<Resource>()({
  schema: z
    .object({
      title: text(120),
      description: z.string().min(50).max(170),
      category: text(40),
      audience: z.enum(['visitors', 'therapists']),
      icon: z.enum(ICONS),
      image: z
        .string()
        .regex(/^[a-z0-9/._-]+\.(webp|avif|jpg|png)$/)
        .optional(),
      imageAlt: z.string().max(200).optional(),
      related: z.array(z.string()).min(2).max(4),
      datePublished: isoDate.optional(),
      dateModified: isoDate.optional(),
      faq: faq.optional(),
      helplines: pageHelplines,
      boxes: pageBoxes,
    })
    .strict(),
  prose: ['title', 'description', 'category', 'imageAlt', 'faq.*.question', 'faq.*.answer'],
  // The spec's 21 resources.
  minItems: 21,
  maxItems: 21,
  minWords: MIN_WORDS,
  uniqueSlugs: true,
  check(items, ctx) {
    checkRelated(items, ctx);
    for (const r of items) {
      for (const image of IMAGE_WIDTHS.map((w) => imageVariant(r.image ?? defaultImage(r.slug), w))) {
        if (!existsSync(join(ctx.imagesDir, image))) ctx.problem(r.file, `image: missing file ${image}`);
      }
    }
  },
  finish: (items) =>
    items.map((r) => {
      const datePublished = r.datePublished ?? DEFAULT_DATE_PUBLISHED;
      return {
        ...r,
        image: r.image ?? defaultImage(r.slug),
        imageAlt: r.imageAlt ?? '',
        datePublished,
        dateModified: r.dateModified ?? datePublished,
      };
    }),
});
