// The build side of therapy forms: front matter and the fields people read.
import { z } from 'zod';
import { THERAPY_GROUPS } from '../../contracts/content.ts';
import { slug, text } from '../../config/site.ts';
import { buildSide, pageHelplines } from '../build.ts';
import type { TherapyForm } from './collection.ts';

/** A therapy form's page must explain the form. */
const MIN_WORDS = 150;

export default buildSide<TherapyForm>()({
  schema: z
    .object({
      name: text(80),
      group: z.enum(THERAPY_GROUPS),
      summary: text(160),
      specialty: slug.optional(),
      helplines: pageHelplines,
    })
    .strict(),
  prose: ['name', 'summary'],
  // The spec's "70+ therapy forms", which the list page says (worker/pages/therapy-forms.tsx).
  minItems: 70,
  minWords: MIN_WORDS,
  uniqueSlugs: true,
  finish: (items) => items.map((f) => ({ ...f, specialty: f.specialty ?? f.slug })),
});
