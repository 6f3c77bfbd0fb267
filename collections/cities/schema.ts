// The build side of cities: front matter, the fields people read, and the boxes every city page shows.
import { z } from 'zod';
import { REGIONS } from '../../contracts/content.ts';
import { text } from '../../config/site.ts';
import { buildSide } from '../build.ts';
import { CITY_BOXES, type City } from './collection.ts';

export default buildSide<City>()({
  schema: z
    .object({
      name: text(40),
      region: z.enum(REGIONS),
      description: z.string().min(50).max(170),
    })
    .strict(),
  prose: ['name', 'description'],
  minItems: 20,
  uniqueSlugs: true,
  check(_items, ctx) {
    const boxes = ctx.slugs('boxes');
    for (const slug of CITY_BOXES)
      if (!boxes.has(slug)) ctx.problem(`content/boxes/${slug}.md`, 'file: missing (every city page shows it)');
  },
  finish: (items) => items,
});
