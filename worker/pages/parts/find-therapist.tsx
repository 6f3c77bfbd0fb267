// The call to action under a treatment, on its page and in the price guide's answer: search the
// therapists who work with it.
import { inSentence } from '../../../contracts/content.ts';
import type { PageContext } from '../types.ts';

export function FindTherapistButton({ ctx, treatment }: { ctx: PageContext; treatment: { slug: string; title: string } }) {
  return (
    <p>
      <a className="button button-primary" href={ctx.searchUrl({ specialty: treatment.slug })}>
        Find en terapeut, der arbejder med {inSentence(treatment.title)}
      </a>
    </p>
  );
}
