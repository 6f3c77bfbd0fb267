// Pages written in Markdown: the generic ones at /<slug>, and the text of fixed routes (the home
// page's neighbours: /privatlivspolitik, /by/andre-byer) that contracts/routes.ts names.
import { collection, type WithBody } from '../types.ts';

export interface Page extends WithBody {
  title: string;
  description: string;
  h1?: string;
  /** Towns without a page of their own, linked to the search (/by/andre-byer). */
  towns?: string[];
  updated?: string;
  helplines?: string[];
  boxes?: string[];
}

export const pages = collection<Page>()({
  name: 'pages',
  folder: 'pages',
  stored: 'by slug',
});
