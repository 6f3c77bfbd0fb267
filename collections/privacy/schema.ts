// The build side of the privacy policy's sections: front matter and the fields people read.
import { z } from 'zod';
import { pathTo } from '../../contracts/routes.ts';
import { text } from '../../config/site.ts';
import { buildSide } from '../build.ts';
import type { PrivacySection } from './collection.ts';

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
  finish: (items) => items,
});
