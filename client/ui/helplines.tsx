// Where to get urgent help. One list for the footer, the condition pages and the consent dialog.

export const HELPLINES = [
  { number: '112', tel: '112', label: 'Alarm ved akut fare for liv' },
  { number: '70 201 201', tel: '+4570201201', label: 'Livslinien, hvis du har tanker om selvmord', href: 'https://www.livslinien.dk/' },
  { number: '39 25 25 25', tel: '+4539252525', label: 'Psykiatrifondens rådgivning', href: 'https://psykiatrifonden.dk/' },
  { number: '1813', tel: '1813', label: 'Akuttelefonen i Region Hovedstaden' },
  { number: '116 111', tel: '116111', label: 'Børnetelefonen for børn og unge', href: 'https://bornsvilkar.dk/' },
] as const;

/** The short line in the footer and the dialog. */
export function HelpLine() {
  return (
    <p className="helpline">
      <strong>Brug for hjælp nu?</strong> Ring <a href="tel:112">112</a> ved akut fare ·{' '}
      Livslinien <a href="tel:+4570201201">70 201 201</a> · Psykiatrifonden{' '}
      <a href="tel:+4539252525">39 25 25 25</a> · <a href="tel:1813">1813</a> (Region Hovedstaden)
    </p>
  );
}

/** The box that ends every page about a condition. */
export function UrgentHelp() {
  return (
    <aside className="urgent-help" aria-labelledby="akut-hjaelp">
      <h2 id="akut-hjaelp">Har du brug for hjælp nu?</h2>
      <p>Du skal ikke vente på en terapeut, hvis det er svært lige nu. Ring eller skriv til en af disse:</p>
      <ul>
        {HELPLINES.map((line) => (
          <li key={line.number}>
            <a href={`tel:${line.tel}`} className="helpline-number">{line.number}</a>{' '}
            {'href' in line ? <a href={line.href}>{line.label}</a> : <span>{line.label}</span>}
          </li>
        ))}
      </ul>
      <p>Du kan også altid kontakte din egen læge eller lægevagten.</p>
    </aside>
  );
}
