// What we help with (angst, stress, …): /behandling/<slug>, listed in their `order`.
import { collection, type Color, type Faq, type Icon, type WithBody } from '../types.ts';

export interface Treatment extends WithBody {
  title: string;
  description: string;
  icon: Icon;
  color: Color;
  available: boolean;
  card: boolean;
  order: number;
  symptoms: string[];
  /** Each method names the therapy form (its slug) the search filters by. */
  methods: { name: string; specialty: string; description: string }[];
  related: string[];
  faq: Faq;
  helplines?: string[];
  boxes?: string[];
}

export const treatments = collection<Treatment>()({
  name: 'treatments',
  folder: 'treatments',
  stored: 'list',
});
