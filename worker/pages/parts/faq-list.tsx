import type { Faq } from '../../../collections/types.ts';

/** The questions and answers a page ends with, each opened on its own. */
export function FaqList({ items }: { items: Faq }) {
  return (
    <section className="faq" aria-labelledby="faq">
      <h2 id="faq">Ofte stillede spørgsmål</h2>
      {items.map((f) => (
        <details key={f.question}>
          <summary>{f.question}</summary>
          <p>
            {f.answer}
            {f.link && (
              <>
                {' '}
                <a href={f.link.href}>{f.link.text}</a>
              </>
            )}
          </p>
        </details>
      ))}
    </section>
  );
}
