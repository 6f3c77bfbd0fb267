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

/** The spec's 21 resources (§2.2), its {product} filled in: each must have its file. */
const specSlugs = (productSlug: string) => [
  'forsta-din-terapeutiske-rejse',
  'sadan-vaelger-du-den-rette-terapeut',
  'mindfulness-ovelser-til-hverdagen',
  'traumer-og-deres-indvirkning',
  'coping-strategier-til-stress-og-angst',
  'forbedring-af-sovnkvalitet',
  'supervision-og-faglig-udvikling',
  'marketing-for-terapeuter',
  'digitale-vaerktoejer-til-praksis',
  'navigering-gennem-livets-overgange',
  'handter-svaere-klientsituationer',
  'etiske-dilemmaer-terapeutisk-praksis',
  `medejer-af-${productSlug}`,
  'kender-du-49-andele-gruppen',
  'derfor-nar-din-stemme-ikke-ud',
  'guides-til-selvudvikling',
  'meditation-for-begyndere',
  'aandedraetsoevelser-mod-stress',
  'depression-og-livsglæde',
  'haandter-angst-i-hverdagen',
  'ebog-faglighed-online',
];
/** The spec's FAQ sizes: the breathing article carries three questions. */
const SPEC_FAQ_SIZES: Record<string, number> = { 'aandedraetsoevelser-mod-stress': 3 };

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
  // The spec's 21 resources (which, check() says).
  minItems: 21,
  maxItems: 21,
  minWords: MIN_WORDS,
  uniqueSlugs: true,
  check(items, ctx) {
    checkRelated(items, ctx);
    const present = ctx.slugs('resources');
    for (const slug of specSlugs(ctx.site.productSlug).filter((s) => !present.has(s))) {
      ctx.problem(`content/resources/${slug}.md`, 'file: missing (a resource the spec names)');
    }
    for (const r of items) {
      const size = SPEC_FAQ_SIZES[r.slug];
      if (size !== undefined && r.faq?.length !== size)
        ctx.problem(r.file, `faq: ${r.faq?.length ?? 0} questions, the spec's ${size} required`);
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
