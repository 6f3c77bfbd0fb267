// The build side of the privacy policy's sections: front matter and the fields people read.
import { z } from 'zod';
import { pathTo } from '../../contracts/routes.ts';
import { text } from '../../config/site.ts';
import { buildSide } from '../build.ts';
import type { PrivacySection } from './collection.ts';

/** The spec's sections (§2.6), in order, each known by its title; the transfers and the legal
 *  references fold away (collapsible). */
const SPEC_SECTIONS: {
  /** What the section is about (in the build's message). */
  topic: string;
  title: RegExp;
  collapsible?: true;
}[] = [
  { topic: 'den dataansvarlige', title: /dataansvarlig/i },
  { topic: 'formål og retsgrundlag', title: /formål.*retsgrundlag/i },
  { topic: 'oplysningerne', title: /oplysninger/i },
  { topic: 'sikkerhed og AI-udbyderen', title: /sikkerhed.*AI/i },
  { topic: 'opbevaring', title: /gemmer|opbevaring/i },
  { topic: 'overførsel uden for EU', title: /uden for EU|tredjelande/i, collapsible: true },
  { topic: 'rettigheder', title: /rettigheder/i },
  { topic: 'kunstig intelligens', title: /kunstig intelligens|AI/i },
  { topic: 'klage til Datatilsynet', title: /Datatilsynet/ },
  { topic: 'ændringer', title: /ændringer/i },
  { topic: 'lovgrundlag', title: /lovgrundlag/i, collapsible: true },
];

export default buildSide<PrivacySection>()({
  schema: z
    .object({
      title: text(100),
      collapsible: z.boolean().optional(),
      consentFields: z.array(z.object({ name: z.string().regex(/^[a-z_]+$/), description: text(300) }).strict()).optional(),
      processors: z.boolean().optional(),
      withdrawButton: z.boolean().optional(),
    })
    .strict(),
  prose: ['title', 'consentFields.*.description'],
  uniqueSlugs: false,
  // Every section is part of /privatlivspolitik: one page to read.
  page: () => pathTo('privacy'),
  check(items, ctx) {
    if (items.length !== SPEC_SECTIONS.length)
      ctx.problem(
        'content/privacy',
        `${items.length} sections, the spec's ten and the legal references (${SPEC_SECTIONS.length}) required`,
      );
    for (const [i, section] of items.entries()) {
      const spec = SPEC_SECTIONS[i];
      if (!spec) break;
      if (!spec.title.test(section.title))
        ctx.problem(section.file, `title: section ${i + 1} must be about ${spec.topic}, as the spec orders them`);
      if (Boolean(section.collapsible) !== Boolean(spec.collapsible))
        ctx.problem(section.file, `collapsible: ${spec.collapsible ? 'must' : 'must not'} fold away, as the spec says`);
    }
  },
  finish: (items) => items,
});
