// The browser entry: hydrate the islands the server rendered, then the small page enhancements.
import { createElement, type FunctionComponent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { enhance } from './enhance.ts';
import { Header } from './islands/header.tsx';
import { LoadingBar } from './islands/loading-bar.tsx';

const ISLANDS: Record<string, FunctionComponent<any>> = { header: Header, 'loading-bar': LoadingBar };

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = root.dataset.island!;
  const component = ISLANDS[name];
  const props = document.getElementById(`island-props-${name}`)?.textContent;
  if (!component || props == null) continue;
  // Each island is its own root; its prefix keeps any generated ids apart.
  hydrateRoot(root, createElement(component, JSON.parse(props) as object), { identifierPrefix: `${name}-` });
}

enhance(document);
