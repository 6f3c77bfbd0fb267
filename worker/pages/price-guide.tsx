// /pris-og-tilskud: what therapy may cost the visitor. An ordinary GET form (it works without JavaScript),
// whose answer has its own URL; the answer comes from contracts/price-guide.ts and the facts file, so the
// page, the voice agent and the build's language check read the same words. Answer pages are noindex and
// canonical to the guide; a broken query gets the form again with what to fix (400: nothing was answered).
import {
  GUIDE_DESCRIPTION,
  GUIDE_INTRO,
  GUIDE_PATH,
  GUIDE_TITLE,
  GUIDE_TOPICS,
  type GuideAnswers,
  type GuideForm,
  type PriceFacts,
  guideText,
  priceGuide,
  readGuideQuery,
  sourceOn,
  topicLabel,
} from '../../contracts/price-guide.ts';
import { pathTo } from '../../contracts/routes.ts';
import { breadcrumbs, plainPageMeta, webPage } from '../render/jsonld.ts';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { UrgentHelp } from './parts/urgent-help.tsx';
import { FindTherapistButton } from './parts/find-therapist.tsx';
import type { PageStyle } from '../render/styles.ts';
import type { PageContext, PageResult } from './types.ts';

/** The form and its answer are styled by price-guide.css. */
const STYLES: PageStyle[] = ['price-guide'];
const TRAIL = trail(['Ressourcer', pathTo('resources')], ['Hvad koster det?', GUIDE_PATH]);

export function priceGuidePage(ctx: PageContext, query: URLSearchParams): PageResult {
  const read = readGuideQuery(query);
  if (read.kind === 'empty')
    return { meta: plainPageMeta(ctx, GUIDE_TITLE, GUIDE_DESCRIPTION, TRAIL), body: <Guide ctx={ctx} form={{}} />, styles: STYLES };
  if (read.kind === 'invalid')
    return {
      meta: { title: 'Tjek dine svar', description: GUIDE_DESCRIPTION, path: GUIDE_PATH, noindex: true, jsonLd: [breadcrumbs(ctx, TRAIL)] },
      body: <Guide ctx={ctx} form={read.form} problems={read.problems} />,
      status: 400,
      styles: STYLES,
    };
  const { prices } = ctx.content;
  const text = guideText(priceGuide(read.answers, prices), prices);
  const description = `${text.withSubsidy} ${text.withoutSubsidy}`;
  return {
    meta: {
      title: text.heading,
      description,
      path: GUIDE_PATH,
      noindex: true,
      jsonLd: [{ ...webPage(ctx, text.heading, description, GUIDE_PATH), '@id': `${ctx.url(GUIDE_PATH)}#svar` }, breadcrumbs(ctx, TRAIL)],
    },
    body: <Guide ctx={ctx} form={read.form} answers={read.answers} />,
    byQuery: true,
    styles: STYLES,
  };
}

function Guide({ ctx, form, answers, problems }: { ctx: PageContext; form: GuideForm; answers?: GuideAnswers; problems?: string[] }) {
  return (
    <div className="container section narrow">
      <Breadcrumb trail={TRAIL} />
      <h1>{GUIDE_TITLE}</h1>
      {GUIDE_INTRO.map((p, i) => (
        <p key={p} className={i === 0 ? 'lead' : undefined}>
          {p}
        </p>
      ))}
      {answers && <Answer ctx={ctx} answers={answers} />}
      {problems && (
        <div className="form-problems" role="alert" aria-labelledby="ret-svar">
          <h2 id="ret-svar">Der mangler noget i dine svar</h2>
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Questions prices={ctx.content.prices} form={form} again={Boolean(answers)} />
      <Sources prices={ctx.content.prices} day={ctx.day} />
      <UrgentHelp day={ctx.day} />
    </div>
  );
}

function Answer({ ctx, answers }: { ctx: PageContext; answers: GuideAnswers }) {
  const { prices } = ctx.content;
  const result = priceGuide(answers, prices);
  const t = guideText(result, prices);
  const treatment = result.searchSpecialty ? ctx.lookup('treatments', result.searchSpecialty) : undefined;
  const yesNo = (b: boolean) => (b ? 'ja' : 'nej');
  return (
    <section className="guide-answer" aria-labelledby="dit-svar">
      <h2 id="dit-svar">{t.heading}</h2>
      <p className="meta">
        Du har svaret: {answers.age} år. {topicLabel(answers.topic, prices)}. Henvisning: {yesNo(answers.referral)}.
        {answers.insurance !== undefined && ` Forsikring: ${yesNo(answers.insurance)}.`}
      </p>
      <h3>Pris for en samtale</h3>
      <ul>
        <li>{t.withSubsidy}</li>
        <li>{t.withoutSubsidy}</li>
      </ul>
      {t.sessions && (
        <>
          <h3>Antal samtaler</h3>
          <p>{t.sessions}</p>
          {t.timeLimit && <p>{t.timeLimit}</p>}
        </>
      )}
      <h3>Det første skridt</h3>
      <p>{t.firstStep}</p>
      <h3>Ventetid</h3>
      <p>{t.waiting}</p>
      {t.free.length > 0 && (
        <>
          <h3>Gratis hjælp, der passer til din alder</h3>
          <ul>
            {t.free.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {t.insurance && (
        <>
          <h3>Forsikring</h3>
          <p>{t.insurance}</p>
        </>
      )}
      <p className="meta">{t.estimate}</p>
      {treatment && <FindTherapistButton ctx={ctx} treatment={treatment} />}
    </section>
  );
}

function Questions({ prices, form, again }: { prices: PriceFacts; form: GuideForm; again: boolean }) {
  return (
    <form className="guide-form" method="get" action={GUIDE_PATH} aria-labelledby="spoergsmaal">
      <h2 id="spoergsmaal">{again ? 'Ret dine svar' : 'Fire spørgsmål'}</h2>
      <p>
        <label htmlFor="alder">Hvor gammel er du?</label>
        <input id="alder" name="alder" type="number" inputMode="numeric" min={1} max={120} required defaultValue={form.alder} />
      </p>
      <fieldset>
        <legend>Hvad handler det om?</legend>
        {GUIDE_TOPICS.map((topic) => (
          <label key={topic} className="choice">
            <input type="radio" name="emne" value={topic} required defaultChecked={form.emne === topic} />
            <span>{topicLabel(topic, prices)}</span>
          </label>
        ))}
      </fieldset>
      <YesNo
        name="henvisning"
        legend="Har du en henvisning fra din egen læge, eller kan du få en?"
        no="Nej, eller ved ikke"
        checked={form.henvisning}
        required
      />
      <YesNo
        name="forsikring"
        legend='Er du med i sygeforsikringen "danmark", eller har du en sundhedsforsikring via dit arbejde?'
        no="Nej"
        checked={form.forsikring}
      />
      <button type="submit" className="button button-primary">
        Se dit svar
      </button>
    </form>
  );
}

function YesNo(props: { name: string; legend: string; no: string; checked: 'ja' | 'nej' | undefined; required?: boolean }) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {(['ja', 'nej'] as const).map((value) => (
        <label key={value} className="choice">
          <input type="radio" name={props.name} value={value} required={props.required} defaultChecked={props.checked === value} />
          <span>{value === 'ja' ? 'Ja' : props.no}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Where each figure comes from, named as on the page's day, and when we last checked it: the facts confirmed on
 * the organisation's own page, and the amounts in kroner found only elsewhere, said to be unconfirmed.
 */
function Sources({ prices, day }: { prices: PriceFacts; day: string }) {
  const confirmed = Object.values(prices.facts).filter((f) => f.status === 'confirmed');
  const sources = confirmed.map((f) => ({ source: sourceOn(f, day), checked: f.checked }));
  const bySource = [...new Map(sources.map((s) => [s.source.url, s])).values()];
  const kroner = prices.facts.patientShareKroner;
  const published = kroner.status === 'unconfirmed' ? kroner.lastPublished : undefined;
  return (
    <section className="info-box" aria-labelledby="kilder">
      <h2 id="kilder">Her kommer tallene fra</h2>
      <ul className="sources">
        {bySource.map(({ source, checked }) => (
          <li key={source.url}>
            <a href={source.url}>
              {source.organisation}: {source.title}
            </a>{' '}
            (tjekket {danishDate(checked)})
          </li>
        ))}
        {published && (
          <li>
            <a href={published.source.url}>
              {published.source.organisation}: {published.source.title}
            </a>{' '}
            (beløbet i kroner for {published.year}, tjekket {danishDate(published.checked)}; ikke bekræftet hos{' '}
            {sourceOn(kroner, day).organisation})
          </li>
        )}
      </ul>
    </section>
  );
}

const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];

/** 2026-11-26 → "26. november 2026". */
function danishDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}. ${MONTHS[month! - 1]} ${year}`;
}
