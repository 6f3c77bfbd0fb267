// Cities with a page of their own: /by/<slug>.
import type { Region } from '../../contracts/content.ts';
import { collection, type WithBody } from '../types.ts';

/** Shared boxes (content/boxes/) that every city page shows. */
export const CITY_BOXES = ['psykolog-med-tilskud'] as const;

export interface City extends WithBody {
  name: string;
  region: Region;
  description: string;
}

export const cities = collection<City>()({
  name: 'cities',
  folder: 'cities',
  stored: 'list',
});
