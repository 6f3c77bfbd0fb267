import { Icon } from '../../ui/icons.tsx';
import { webPage } from '../render/jsonld.ts';
import { voiceSentences } from '../../contracts/privacy.ts';
import { pathTo } from '../../contracts/routes.ts';
import type { PageContext, PageResult } from './types.ts';
import { CityChipItems } from './cities.tsx';
import { TreatmentCards } from './treatments.tsx';
import { ResourceCard } from './resources.tsx';

export function homePage(ctx: PageContext): PageResult {
  const { site } = ctx;
  const title = `${site.product} – find en terapeut og viden om mental sundhed`;
  const description =
    'Find en terapeut, der passer til dig, og læs om angst, stress, depression og 70+ terapiformer – skrevet i et roligt og klart sprog.';
  return {
    meta: { title, description, path: pathTo('home'), jsonLd: [webPage(ctx, title, description, pathTo('home'))] },
    styles: ['cards'],
    body: (
      <>
        <Hero searchUrl={ctx.searchUrl()} />

        <section className="section container" aria-labelledby="behandlinger">
          <h2 id="behandlinger">Hvad har du brug for hjælp til?</h2>
          <TreatmentCards ctx={ctx} />
        </section>

        <VoiceAssistant aiProvider={site.aiProvider} />
        <VisitorResources resources={ctx.content.resources} />
        <TherapyForms />
        <Cities ctx={ctx} />
      </>
    ),
  };
}

function Hero({ searchUrl }: { searchUrl: string }) {
  return (
    <section className="hero">
      <div className="container">
        <h1>Find en terapeut, der passer til dig</h1>
        <p className="lead">
          Det kan være svært at tage det første skridt. Her kan du læse om det, du står i, blive klogere på de forskellige former for terapi
          og finde en terapeut i nærheden af dig eller online.
        </p>
        <p className="actions">
          <a className="button button-primary" href={searchUrl}>
            Søg efter en terapeut
          </a>
          <a className="button button-secondary" href={pathTo('treatments')}>
            Se, hvad terapi kan hjælpe med
          </a>
        </p>
      </div>
    </section>
  );
}

/** 'Ring op' explained: what the assistant is and is not, and the consent asked before the first call. */
function VoiceAssistant({ aiProvider }: { aiProvider: PageContext['site']['aiProvider'] }) {
  return (
    <section className="section section-tinted" aria-labelledby="stemmeassistent">
      <div className="container narrow">
        <h2 id="stemmeassistent">Tal med vores AI-stemmeassistent</h2>
        <p>
          Med knappen <strong>Ring op</strong> øverst på siden kan du tale med en stemmeassistent. Den kan hjælpe dig med at finde rundt i
          terapiformer og med at finde en terapeut. Assistenten er en kunstig intelligens – ikke et menneske og ikke en terapeut – og den
          kan ikke hjælpe i en akut situation.
        </p>
        <p>
          Før den første samtale beder vi om dit samtykke. {voiceSentences(aiProvider)} Læs mere i vores{' '}
          <a href={pathTo('privacy')}>privatlivspolitik</a>.
        </p>
      </div>
    </section>
  );
}

/** The first six resources written for visitors (not for therapists). */
function VisitorResources({ resources }: { resources: PageContext['content']['resources'] }) {
  const forVisitors = resources.filter((r) => r.audience === 'visitors').slice(0, 6);
  return (
    <section className="section container" aria-labelledby="ressourcer">
      <h2 id="ressourcer">Viden og gode råd</h2>
      <ul className="card-grid">
        {forVisitors.map((r) => (
          <ResourceCard key={r.slug} resource={r} top={<Icon name={r.icon} />} />
        ))}
      </ul>
      <p>
        <ArrowLink href={pathTo('resources')} label="Se alle ressourcer" />
      </p>
    </section>
  );
}

function TherapyForms() {
  return (
    <section className="section section-tinted" aria-labelledby="terapiformer">
      <div className="container narrow">
        <h2 id="terapiformer">Mere end 70 terapiformer</h2>
        <p>
          Kognitiv terapi, psykodynamisk terapi, parterapi, EMDR og mange flere. Læs kort om hver form, hvem den kan passe til, og hvordan
          en session foregår.
        </p>
        <p>
          <ArrowLink href={pathTo('therapyForms')} label="Se alle terapiformer" />
        </p>
      </div>
    </section>
  );
}

function Cities({ ctx }: { ctx: PageContext }) {
  return (
    <section className="section container" aria-labelledby="byer">
      <h2 id="byer">Find en terapeut i din by</h2>
      <ul className="chip-list">
        <CityChipItems ctx={ctx} />
        <li>
          <a className="chip" href={pathTo('otherCities')}>
            Andre byer
          </a>
        </li>
      </ul>
    </section>
  );
}

/** A link on to the full list, with its arrow. */
function ArrowLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="link-arrow" href={href}>
      {`${label} `}
      <Icon name="arrow" />
    </a>
  );
}
