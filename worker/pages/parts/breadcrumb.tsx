/** Breadcrumb trail shown on content pages; the same trail goes into BreadcrumbList JSON-LD. */
export function Breadcrumb({ trail }: { trail: { name: string; path: string }[] }) {
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
