/**
 * Places and the adjectives that name what is theirs: "English and Welsh law" is the law of
 * "England and Wales", "French customers" are customers in "France". A claim that names one by the
 * other names the same place. Written by hand for this project: the countries, nations and
 * regions the texts this tool reads name most.
 */

const PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['England', 'English'], ['Wales', 'Welsh'], ['Scotland', 'Scottish'], ['Britain', 'British'], ['Ireland', 'Irish'],
  ['France', 'French'], ['Germany', 'German'], ['Spain', 'Spanish'], ['Portugal', 'Portuguese'], ['Italy', 'Italian'],
  ['Netherlands', 'Dutch'], ['Belgium', 'Belgian'], ['Switzerland', 'Swiss'], ['Austria', 'Austrian'], ['Sweden', 'Swedish'],
  ['Norway', 'Norwegian'], ['Denmark', 'Danish'], ['Finland', 'Finnish'], ['Poland', 'Polish'], ['Greece', 'Greek'],
  ['Europe', 'European'], ['America', 'American'], ['Canada', 'Canadian'], ['Mexico', 'Mexican'], ['Brazil', 'Brazilian'],
  ['Australia', 'Australian'], ['Japan', 'Japanese'], ['China', 'Chinese'], ['India', 'Indian'], ['Africa', 'African'],
  ['Asia', 'Asian'], ['Singapore', 'Singaporean'], ['Turkey', 'Turkish'], ['Iceland', 'Icelandic'],
];

const BY_NAME = new Map<string, string>();
for (const [place, adjective] of PAIRS) {
  BY_NAME.set(place.toLowerCase(), adjective);
  BY_NAME.set(adjective.toLowerCase(), place);
}

/** The other form of a place name or its adjective ("English" -> "England", "France" -> "French"), or null. */
export function demonymPartner(name: string): string | null {
  return BY_NAME.get(name.toLowerCase()) ?? null;
}

/**
 * The place an adjective of a place may be formed from when no table names it ("Ostrevian" from
 * "Ostrevia", "Valmoran" from "Valmora", "Lundmarkian" from "Lundmark"): the regular English
 * endings taken off, longest first. Candidates only; a caller keeps one the passages name.
 */
export function placesOf(adjective: string): string[] {
  if (!/^\p{Lu}\p{Ll}{3,}(?:n|ese|ish)$/u.test(adjective)) return [];
  const out = [
    adjective.replace(/ian$/, 'ia'), adjective.replace(/ian$/, ''), adjective.replace(/an$/, 'a'),
    adjective.replace(/n$/, ''), adjective.replace(/ese$/, ''), adjective.replace(/ish$/, ''),
  ];
  return [...new Set(out)].filter((p) => p !== adjective && p.length >= 4);
}
