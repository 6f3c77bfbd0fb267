// The build side of shared boxes: front matter with the sources their facts come from.
import { z } from 'zod';
import { httpsUrl, text } from '../../config/site.ts';
import { buildSide } from '../build.ts';
import type { InfoBox } from './collection.ts';

export default buildSide<InfoBox>()({
  schema: z
    .object({
      title: text(80),
      sources: z.array(z.object({ title: text(160), url: httpsUrl }).strict()).min(1),
    })
    .strict(),
  prose: [],
  uniqueSlugs: false,
  finish: (items) => items,
});
