// Shared boxes (content/boxes/): one text, with its sources, that several pages show instead of each
// repeating it. A page lists the ones it wants in its front matter's `boxes`; city pages show CITY_BOXES.
import { Fragment } from 'react';
import type { InfoBox } from '../../../collections/boxes/collection.ts';
import { Prose } from './prose.tsx';
import type { PageContext } from '../types.ts';

export function Boxes({ ctx, slugs }: { ctx: PageContext; slugs?: readonly string[] | undefined }) {
  const boxes = (slugs ?? []).flatMap((slug) => ctx.content.boxes[slug] ?? []);
  return (
    <>
      {boxes.map((box) => (
        <Box key={box.slug} box={box} />
      ))}
    </>
  );
}

function Box({ box }: { box: InfoBox }) {
  const id = `boks-${box.slug}`;
  return (
    <aside className="info-box" aria-labelledby={id} data-box={box.slug}>
      <h2 id={id}>{box.title}</h2>
      <Prose html={box.html} />
      <p className="sources">
        {box.sources.length > 1 ? 'Kilder: ' : 'Kilde: '}
        {box.sources.map((s, i) => (
          <Fragment key={s.url}>
            {i > 0 && ', '}
            <a href={s.url}>{s.title}</a>
          </Fragment>
        ))}
      </p>
    </aside>
  );
}
