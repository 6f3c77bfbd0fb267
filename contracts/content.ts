// Fixed vocabularies of the content, shared by the Worker, the browser, the build and the agent.

export const ICONS = [
  'compass', 'heart', 'leaf', 'moon', 'brain', 'users', 'book', 'briefcase', 'sparkles', 'wind',
  'sun', 'shield', 'message', 'route', 'scale', 'star', 'home', 'search', 'map', 'phone',
] as const;
export const COLORS = ['blue', 'teal', 'green', 'amber', 'orange', 'rose', 'purple', 'indigo', 'slate'] as const;
export const THERAPY_GROUPS = [
  'Kognitive og adfærdsorienterede terapier',
  'Mindfulness og tredjebølgeterapier',
  'Psykodynamiske og relationelle terapier',
  'Humanistiske og eksistentielle terapier',
  'Par-, familie- og systemiske terapier',
  'Krops- og traumeterapier',
  'Kreative og oplevelsesorienterede terapier',
  'Andre tilgange',
] as const;
export const REGIONS = [
  'Region Hovedstaden', 'Region Sjælland', 'Region Syddanmark', 'Region Midtjylland', 'Region Nordjylland',
] as const;

/** Hero images exist in these widths, as <name>-<width>.<ext> beside the named file. */
export const IMAGE_WIDTHS = [640, 1200] as const;
export const imageVariant = (image: string, width: number) => image.replace(/\.(\w+)$/, `-${width}.$1`);
