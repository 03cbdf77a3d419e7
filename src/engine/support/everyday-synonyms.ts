/**
 * Words that policy pages, leaflets, contracts and release notes use for one thing and answers
 * write another way, where WordNet has no link between them ("staff" / "employees", "parcel" /
 * "order", "bug" / "issue", "deadline" / "closing date"). Each group is one meaning in the
 * everyday use these texts make of it; a claim word matches a window word of its group as a
 * WordNet synonym does (see support-coverage.ts). Written by hand for this project.
 */

const GROUPS: readonly (readonly string[])[] = [
  ['staff', 'employee', 'worker', 'personnel', 'colleague'],
  ['customer', 'client'],
  ['holiday', 'leave', 'vacation'],
  ['parcel', 'package', 'order', 'shipment', 'delivery'],
  ['deadline', 'cutoff', 'close', 'closing'],
  ['bug', 'issue', 'problem', 'fault', 'defect', 'error'],
  ['fix', 'resolve', 'repair', 'correct'],
  ['app', 'application'],
  ['phone', 'mobile', 'smartphone'],
  ['car', 'vehicle', 'traffic'],
  ['doctor', 'gp', 'physician'],
  ['medicine', 'medication', 'drug', 'tablet', 'pill'],
  ['fee', 'charge', 'cost'],
  ['refund', 'reimburse', 'repay'],
  ['cancel', 'terminate', 'end'],
  ['buy', 'purchase'],
  ['start', 'begin', 'commence'],
  ['finish', 'end', 'complete'],
  ['ask', 'request'],
  ['tell', 'inform', 'notify'],
  ['receipt', 'proof'],
  ['allowance', 'budget'],
  ['renew', 'reset'],
  ['previous', 'old', 'prior'],
  ['item', 'product', 'goods'],
  ['premises', 'premise', 'property', 'building'],
  ['insurer', 'insurance'],
  ['fridge', 'refrigerator', 'refrigerate'],
  ['prep', 'preparation'],
  ['id', 'identification', 'identity'],
  ['folder', 'directory'],
  ['retain', 'keep'],
  ['standard', 'normal', 'usual', 'regular', 'default'],
  ['threshold', 'minimum'],
  ['qualify', 'eligible', 'entitle', 'entitled'],
  ['window', 'period', 'stretch'],
  ['joiner', 'starter', 'recruit', 'newcomer'],
  ['earn', 'accrue'],
  ['overdue', 'late'],
  ['lose', 'forfeit'],
  ['mandatory', 'compulsory', 'obligatory'],
  ['optional', 'voluntary'],
  ['flat', 'fixed'],
  ['instalment', 'installment'],
  ['lodge', 'submit', 'file'],
  ['lapse', 'expire'],
  ['ticket', 'admission', 'entry'],
  ['lid', 'cap'],
  ['detail', 'information', 'particulars'],
  ['rep', 'representative'],
  ['emergency', 'urgent'],
  ['arrive', 'reach'],
  ['offer', 'available', 'provide'],
  ['add', 'deposit'],
  ['slot', 'appointment'],
];

const BY_WORD = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const w of group) {
    const set = BY_WORD.get(w) ?? new Set<string>();
    for (const o of group) if (o !== w) set.add(o);
    BY_WORD.set(w, set);
  }
}

/** A word as the groups list it: lower case, and singular when only its singular is listed ("employees"). */
function listed(word: string): string {
  const w = word.toLowerCase();
  return BY_WORD.has(w) ? w : w.replace(/s$/, '');
}

/** Whether words `a` and `b` name one thing in everyday policy language (never the same word; plurals too). */
export function everydaySynonyms(a: string, b: string): boolean {
  return BY_WORD.get(listed(a))?.has(listed(b)) ?? false;
}
