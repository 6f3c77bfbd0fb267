// The therapy forms, grouped on /terapiformer: /typer/<slug>.
import type { THERAPY_GROUPS } from '../../contracts/content.ts';
import { collection, type WithBody } from '../types.ts';

export interface TherapyForm extends WithBody {
  name: string;
  group: (typeof THERAPY_GROUPS)[number];
  summary: string;
  /** The therapist search's specialty for this form; its slug by default. */
  specialty: string;
  helplines?: string[];
}

export const therapyForms = collection<TherapyForm>()({
  name: 'therapyForms',
  folder: 'therapy-forms',
  stored: 'list',
});
