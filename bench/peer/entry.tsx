// The comparison target: the same page components, rendered in the browser into an empty shell,
// the way the single-page application the spec was written from worked. Real React; each measured
// route's bundle carries that route's text (bench/peer/build.ts); the server sends only the shell.
import { createRoot } from 'react-dom/client';
import { cities, resources, therapyForms, treatments } from '../../worker/content/index.ts';
import { cityPage, otherCitiesPage } from '../../worker/pages/cities.tsx';
import { genericPage } from '../../worker/pages/generic.tsx';
import { homePage } from '../../worker/pages/home.tsx';
import { Layout } from '../../worker/pages/layout.tsx';
import { notFoundPage } from '../../worker/pages/not-found.tsx';
import { privacyPage } from '../../worker/pages/privacy.tsx';
import { resourceFallbackPage, resourcePage, resourcesPage } from '../../worker/pages/resources.tsx';
import { therapyFormPage, therapyFormsPage } from '../../worker/pages/therapy-forms.tsx';
import { treatmentPage, treatmentsPage } from '../../worker/pages/treatments.tsx';
import type { PageResult } from '../../worker/pages/types.ts';
import { GENERIC_PAGES } from '../../worker/routes.ts';

function route(path: string): PageResult {
  const [, first, second] = decodeURI(path).split('/');
  if (path === '/') return homePage();
  if (path === '/terapiformer') return therapyFormsPage();
  if (path === '/ressourcer' || path === '/alle-ressourcer') return resourcesPage();
  if (path === '/behandlinger') return treatmentsPage();
  if (path === '/privatlivspolitik') return privacyPage();
  if (path === '/by/andre-byer') return otherCitiesPage();
  if ((GENERIC_PAGES as readonly string[]).includes(first!) && !second) return genericPage(first!);
  if (first === 'ressourcer' && second) { const r = resources.get(second); return r ? resourcePage(r) : resourceFallbackPage(path); }
  if (first === 'behandling' && second && treatments.get(second)) return treatmentPage(treatments.get(second)!);
  if (first === 'typer' && second && therapyForms.get(second)) return therapyFormPage(therapyForms.get(second)!);
  if (first === 'by' && second && cities.get(second)) return cityPage(cities.get(second)!);
  return notFoundPage(path);
}

const page = route(location.pathname);
document.title = page.meta.title;
createRoot(document.getElementById('root')!).render(<Layout path={location.pathname}>{page.body}</Layout>);
