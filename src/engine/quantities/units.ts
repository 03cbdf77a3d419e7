/**
 * Units the engine can compare: each word or symbol maps to a dimension and a factor to that
 * dimension's base unit (metre, kilogram, litre, second, metre per second, square metre).
 */
import { escapeRegExp } from '../escape-regexp.ts';
import { wordTable } from '../word-table.ts';

/** One unit: its dimension and how many base units one of it is. */
export interface UnitInfo {
  dim: string;
  factor: number;
  /** The unit as it is named in reasons, e.g. `m`, `ft`. */
  name: string;
}

const TABLE: Array<[string[], string, number, string]> = [
  [['m', 'metre', 'metres', 'meter', 'meters'], 'length', 1, 'm'],
  [['km', 'kilometre', 'kilometres', 'kilometer', 'kilometers'], 'length', 1000, 'km'],
  [['cm', 'centimetre', 'centimetres', 'centimeter', 'centimeters'], 'length', 0.01, 'cm'],
  [['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'], 'length', 0.001, 'mm'],
  [['ft', 'foot', 'feet'], 'length', 0.3048, 'ft'],
  [['inch', 'inches'], 'length', 0.0254, 'in'],
  [['yd', 'yard', 'yards'], 'length', 0.9144, 'yd'],
  [['mi', 'mile', 'miles'], 'length', 1609.344, 'mi'],
  [['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos'], 'mass', 1, 'kg'],
  [['g', 'gram', 'grams'], 'mass', 0.001, 'g'],
  [['mg', 'milligram', 'milligrams'], 'mass', 1e-6, 'mg'],
  [['mcg', 'µg', 'μg', 'microgram', 'micrograms'], 'mass', 1e-9, 'mcg'],
  [['t', 'tonne', 'tonnes', 'metric tons'], 'mass', 1000, 't'],
  [['lb', 'lbs'], 'mass', 0.45359237, 'lb'],
  [['l', 'litre', 'litres', 'liter', 'liters'], 'volume', 1, 'l'],
  [['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'], 'volume', 0.001, 'ml'],
  [['gallon', 'gallons'], 'volume', 3.785411784, 'gal'],
  [['ms', 'millisecond', 'milliseconds'], 'time', 0.001, 'ms'],
  [['s', 'sec', 'secs', 'second', 'seconds'], 'time', 1, 's'],
  [['min', 'minute', 'minutes'], 'time', 60, 'min'],
  [['h', 'hr', 'hrs', 'hour', 'hours'], 'time', 3600, 'h'],
  [['fortnight', 'fortnights'], 'time', 1209600, 'fortnights'],
  [['day', 'days'], 'time', 86400, 'days'],
  [['week', 'weeks'], 'time', 604800, 'weeks'],
  [['month', 'months'], 'time', 2629800, 'months'],
  [['year', 'years'], 'time', 31557600, 'years'],
  [['decade', 'decades'], 'time', 315576000, 'decades'],
  [['century', 'centuries'], 'time', 3155760000, 'centuries'],
  [['km/h', 'kph', 'kmh'], 'speed', 1 / 3.6, 'km/h'],
  [['mph'], 'speed', 0.44704, 'mph'],
  [['m/s'], 'speed', 1, 'm/s'],
  [['km2', 'km²', 'square kilometres', 'square kilometers'], 'area', 1e6, 'km²'],
  [['m2', 'm²', 'square metres', 'square meters'], 'area', 1, 'm²'],
  [['hectare', 'hectares', 'ha'], 'area', 1e4, 'ha'],
  [['acre', 'acres'], 'area', 4046.8564224, 'acres'],
  [['sq mi', 'square miles'], 'area', 2589988.110336, 'sq mi'],
  [['°c', '° c', 'degrees celsius', 'degrees c', 'deg c', 'degrees centigrade', 'centigrade', 'celsius'], 'temp-c', 1, '°C'],
  [['°f', '° f', 'degrees fahrenheit', 'degrees f', 'deg f', 'fahrenheit'], 'temp-f', 1, '°F'],
  [['kw', 'kilowatt', 'kilowatts'], 'power', 1000, 'kW'],
  [['mw', 'megawatt', 'megawatts'], 'power', 1e6, 'MW'],
  [['w', 'watt', 'watts'], 'power', 1, 'W'],
];

const UNITS = new Map<string, UnitInfo>();
for (const [names, dim, factor, name] of TABLE) for (const n of names) UNITS.set(n, { dim, factor, name });

/** The unit named by `word` (case-insensitive), or undefined. */
export function lookupUnit(word: string): UnitInfo | undefined {
  return UNITS.get(word.toLowerCase());
}

/** Unit words as a regex alternation, longest first (for the quantity pattern). */
export const UNIT_PATTERN = [...UNITS.keys()].sort((a, b) => b.length - a.length)
  .map(escapeRegExp).join('|');

/** Currency symbols and words mapped to ISO codes. */
export const CURRENCIES: Record<string, string> = wordTable({
  '$': 'USD', 'us$': 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR',
  '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP', sterling: 'GBP',
  '¥': 'JPY', jpy: 'JPY', yen: 'JPY', yuan: 'CNY', cny: 'CNY', rmb: 'CNY',
  cents: 'USD', cent: 'USD', pence: 'GBP', rupee: 'INR', franc: 'CHF',
  chf: 'CHF', francs: 'CHF', aud: 'AUD', 'a$': 'AUD', cad: 'CAD', 'c$': 'CAD', nok: 'NOK', sek: 'SEK', dkk: 'DKK', krone: 'NOK', kroner: 'NOK', inr: 'INR', rupees: 'INR', '₹': 'INR',
});

/** Words that scale a number. */
export const SCALES: Record<string, number> = wordTable({
  thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, mln: 1e6, billion: 1e9, bn: 1e9, b: 1e9, trillion: 1e12, tn: 1e12,
});
