// Every collection of content/, in the order the built content lists them. The one list: the build
// (scripts/content.ts reads each folder and imports its <folder>/schema.ts by name), the built content's
// type (worker/content/types.ts), the language checks and the benchmark's peer all loop over it. A new
// collection is a folder beside these and one line here; if its items get pages, a route in
// contracts/routes.ts and its page in worker/routes.ts too.
import { boxes } from './boxes/collection.ts';
import { cities } from './cities/collection.ts';
import { pages } from './pages/collection.ts';
import { privacy } from './privacy/collection.ts';
import { resources } from './resources/collection.ts';
import { therapyForms } from './therapy-forms/collection.ts';
import { treatments } from './treatments/collection.ts';

export const COLLECTIONS = [resources, treatments, therapyForms, cities, pages, privacy, boxes] as const;
