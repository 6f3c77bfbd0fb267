import { pathTo } from '../../../contracts/routes.ts';
import type { Trail } from '../../render/jsonld.ts';

/** A page's trail: the home page, then each [name, path] down to the page itself. */
export const trail = (...steps: [name: string, path: string][]): Trail => [
  { name: 'Forside', path: pathTo('home') },
  ...steps.map(([name, path]) => ({ name, path })),
];

/** Breadcrumb trail shown on content pages; the same trail goes into BreadcrumbList JSON-LD. */
export function Breadcrumb({ trail }: { trail: Trail }) {
  return (
    <nav aria-label="Brødkrumme" className="breadcrumb">
      <ol>
        {trail.map((item, i) => (
          <li key={item.path}>
            {i === trail.length - 1 ? <span aria-current="page">{item.name}</span> : <a href={item.path}>{item.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
