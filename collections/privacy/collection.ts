// The privacy policy's sections, shown in file order on /privatlivspolitik after its page text.
import { collection, type WithBody } from '../types.ts';

export interface PrivacySection extends WithBody {
  title: string;
  collapsible?: boolean;
  consentFields?: { name: string; description: string }[];
  /** The section lists the processors from site.json. */
  processors?: boolean;
  /** The section ends with the 'Træk samtykke tilbage' button. */
  withdrawButton?: boolean;
}

export const privacy = collection<PrivacySection>()({ name: 'privacy', folder: 'privacy', stored: 'list', shownOn: 'privacy' });
