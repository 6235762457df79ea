/**
 * The services (top-level categories) of the marketplace. The API seeds its categories from
 * this list, and landing pages `/{serviceSlug}/` exist exactly for these slugs.
 */
export type WorkType = 'PHOTO' | 'VIDEO';

export interface ServiceCategory {
  slug: string;
  name: string;
  allowedWorkTypes: readonly WorkType[];
  subcategories: readonly { slug: string; name: string }[];
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    slug: 'svatebni-fotograf',
    name: 'Svatební fotografie',
    allowedWorkTypes: ['PHOTO'],
    subcategories: [
      { slug: 'obrad', name: 'Obřad' },
      { slug: 'cely-den', name: 'Celý svatební den' },
      { slug: 'predsvatebni-foceni', name: 'Předsvatební focení' },
    ],
  },
  {
    slug: 'portretni-fotograf',
    name: 'Portrétní fotografie',
    allowedWorkTypes: ['PHOTO'],
    subcategories: [
      { slug: 'rodinne-foceni', name: 'Rodinné focení' },
      { slug: 'tehotenske-foceni', name: 'Těhotenské focení' },
      { slug: 'novorozenecke-foceni', name: 'Novorozenecké focení' },
      { slug: 'business-portret', name: 'Business portrét' },
    ],
  },
  {
    slug: 'produktovy-fotograf',
    name: 'Produktová fotografie',
    allowedWorkTypes: ['PHOTO'],
    subcategories: [
      { slug: 'e-shop', name: 'Fotografie pro e-shop' },
      { slug: 'gastro', name: 'Gastro fotografie' },
    ],
  },
  {
    slug: 'fotograf-akci',
    name: 'Fotografie z akcí',
    allowedWorkTypes: ['PHOTO'],
    subcategories: [
      { slug: 'firemni-akce', name: 'Firemní akce' },
      { slug: 'oslavy', name: 'Oslavy a večírky' },
      { slug: 'koncerty', name: 'Koncerty' },
    ],
  },
  {
    slug: 'realitni-fotograf',
    name: 'Fotografie nemovitostí',
    allowedWorkTypes: ['PHOTO', 'VIDEO'],
    subcategories: [
      { slug: 'interiery', name: 'Interiéry' },
      { slug: 'letecke-zabery', name: 'Letecké záběry dronem' },
    ],
  },
  {
    slug: 'svatebni-kameraman',
    name: 'Svatební video',
    allowedWorkTypes: ['VIDEO'],
    subcategories: [
      { slug: 'svatebni-klip', name: 'Svatební klip' },
      { slug: 'svatebni-film', name: 'Svatební film' },
    ],
  },
  {
    slug: 'firemni-video',
    name: 'Firemní a reklamní video',
    allowedWorkTypes: ['VIDEO'],
    subcategories: [
      { slug: 'reklamni-spot', name: 'Reklamní spot' },
      { slug: 'video-z-akce', name: 'Video z akce' },
      { slug: 'rozhovory', name: 'Rozhovory a reference' },
    ],
  },
];

export const SERVICE_SLUGS: readonly string[] = SERVICE_CATEGORIES.map((c) => c.slug);
