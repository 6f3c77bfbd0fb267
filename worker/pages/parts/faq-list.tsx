/** The questions and answers a page ends with, each opened on its own. */
export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <section className="faq" aria-labelledby="faq">
      <h2 id="faq">Ofte stillede spørgsmål</h2>
      {items.map((f) => (
        <details key={f.question}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </section>
  );
}
