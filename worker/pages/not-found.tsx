// The not-found screen, answered with a real 404 so it is never a soft 404. The hint comes from the pure edge function.
import { portalHint, shownPath } from '../edge/portal.ts';
import { pathTo } from '../../contracts/routes.ts';
import type { PageContext, PageResult } from './types.ts';

export function notFoundPage({ site }: PageContext, pathname: string): PageResult {
  const hint = portalHint(pathname, site.portalHost, site.productSlug);
  return {
    status: 404,
    meta: {
      title: 'Siden blev ikke fundet',
      description: 'Siden findes ikke. Den kan være flyttet eller slettet, eller adressen kan være skrevet forkert.',
      path: pathname,
      noindex: true,
    },
    body: (
      <div className="container section narrow not-found" data-not-found="">
        <h1>Siden blev ikke fundet</h1>
        <p>
          Siden <code className="requested-path">{shownPath(pathname)}</code> findes ikke. Den kan være flyttet eller slettet, eller
          adressen kan være skrevet forkert.
        </p>
        {hint && (
          <p className="hint">
            Dette indhold er muligvis flyttet til vores terapeut-portal:{' '}
            <a href={hint} target="_blank" rel="noopener">
              {hint}
              <span className="visually-hidden"> (åbner i en ny fane)</span>
            </a>
          </p>
        )}
        <p className="actions">
          <a className="button button-secondary" href={pathTo('home')} data-history-back="">
            Gå tilbage
          </a>
          <a className="button button-primary" href={pathTo('home')}>
            Gå til forsiden
          </a>
        </p>
      </div>
    ),
  };
}
