// Shared boxes (content/boxes/<slug>.md) that several pages show, each with the sources its facts come from.
import { collection, type WithBody } from '../types.ts';

export interface InfoBox extends WithBody {
  title: string;
  sources: { title: string; url: string }[];
}

export const boxes = collection<InfoBox>()({ name: 'boxes', folder: 'boxes', stored: 'by slug' });
