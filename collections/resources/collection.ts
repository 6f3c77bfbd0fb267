// Articles and guides for visitors and for therapists: /ressourcer/<slug>.
import { collection, type Faq, type Icon, type WithBody } from '../types.ts';

export interface Resource extends WithBody {
  title: string;
  description: string;
  category: string;
  audience: 'visitors' | 'therapists';
  icon: Icon;
  /** The hero image under client/public/images/ (each width beside it); resources/<slug>.webp by default. */
  image: string;
  imageAlt: string;
  related: string[];
  datePublished: string;
  dateModified: string;
  faq?: Faq;
  helplines?: string[];
  boxes?: string[];
}

export const resources = collection<Resource>()({
  name: 'resources',
  folder: 'resources',
  stored: 'list',
});
