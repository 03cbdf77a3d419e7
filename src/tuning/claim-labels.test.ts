import { describe, expect, it } from 'vitest';
import type { Claim, ClaimStatus } from '../contract/schemas.ts';
import { matchClaimLabels, parseClaimLabels, scoreClaimLabels } from './claim-labels.ts';

const claim = (text: string, status: ClaimStatus): Claim => ({ id: text, span: [0, text.length], text, type: 'fact', status, checks: [], evidence: [], fix: null, rests_on: [] });
const CLAIMS = [
  claim('Points are credited to your account every week', 'contradicted'),
  claim('they expire 12 months after you earn them', 'supported'),
  claim('Points from returns are removed within 12 days', 'not_stated'),
];

describe('parseClaimLabels', () => {
  it('reads a list, or its JSON text (a CSV cell); nothing, null or an empty cell is no labels', () => {
    const list = [{ text: 'every week', label: 'hallucinated' }, { text: 'expire 12 months', label: 0 }];
    const want = { ok: true, value: [{ text: 'every week', y: 1 }, { text: 'expire 12 months', y: 0 }] };
    expect(parseClaimLabels(list)).toEqual(want);
    expect(parseClaimLabels(JSON.stringify(list))).toEqual(want);
    for (const none of [undefined, null, '', '  ']) expect(parseClaimLabels(none)).toEqual({ ok: true, value: [] });
    expect(parseClaimLabels([])).toEqual({ ok: true, value: [] });
  });

  it('names what is wrong: not JSON, not a list, an entry without text, a bad label', () => {
    expect(parseClaimLabels('[{"text": ')).toEqual({ ok: false, message: 'is not JSON; write a list of {"text": "...", "label": ...}' });
    expect(parseClaimLabels({ text: 'a', label: 1 })).toEqual({ ok: false, message: 'is not a list; write a list of {"text": "...", "label": ...}' });
    expect(parseClaimLabels(['every week'])).toEqual({ ok: false, message: 'entry 1 is not an object; write a list of {"text": "...", "label": ...}' });
    expect(parseClaimLabels([{ text: 'a', label: 1 }, { contains: 'b', label: 1 }])).toEqual({ ok: false, message: 'entry 2 has no "text" (an exact piece of the claim\'s text)' });
    expect(parseClaimLabels([{ text: 'every week', label: 'maybe' }])).toMatchObject({ ok: false, message: expect.stringMatching(/^entry 1 \("every week"\): the label "maybe" is not a label; use true\/false/) as unknown });
    expect(parseClaimLabels([{ text: 'every week' }])).toMatchObject({ ok: false, message: expect.stringMatching(/^entry 1 \("every week"\): the label is missing/) as unknown });
  });
});

describe('matchClaimLabels', () => {
  it('gives each label the status of the one claim whose text holds it exactly; a label given twice counts once', () => {
    const got = matchClaimLabels(CLAIMS, [{ text: 'every week', y: 1 }, { text: 'they expire 12 months after you earn them', y: 0 }, { text: 'every week', y: 1 }], 1);
    expect(got).toEqual({ ok: true, value: [{ status: 'contradicted', y: 1 }, { status: 'supported', y: 0 }] });
  });

  it('a text in no claim names the claims; case and spaces count', () => {
    const got = matchClaimLabels(CLAIMS, [{ text: 'Every week', y: 1 }], 1);
    expect(got).toEqual({ ok: false, message: 'the claim label "Every week" is in no claim of the answer (its claims: "Points are credited to your account every week", "they expire 12 months after you earn them", "Points from returns are removed within 12 days"); its text must be an exact piece of one claim' });
    expect(matchClaimLabels(CLAIMS, [{ text: 'every  week', y: 1 }], 1).ok).toBe(false);
    expect(matchClaimLabels([], [{ text: 'x', y: 1 }], 1)).toMatchObject({ ok: false, message: expect.stringContaining('(its claims: none)') as unknown });
  });

  it('a text in several claims, one claim labelled both ways, or a hallucinated claim in a faithful answer is an error', () => {
    expect(matchClaimLabels(CLAIMS, [{ text: '12', y: 0 }], 0)).toEqual({ ok: false, message: 'the claim label "12" is in 2 claims ("they expire 12 months after you earn them", "Points from returns are removed within 12 days"); give a longer piece of the one you mean' });
    expect(matchClaimLabels(CLAIMS, [{ text: 'every week', y: 1 }, { text: 'credited', y: 0 }], 1)).toEqual({ ok: false, message: 'the claim "Points are credited to your account every week" is labelled both hallucinated and not' });
    expect(matchClaimLabels(CLAIMS, [{ text: 'every week', y: 1 }], 0)).toEqual({ ok: false, message: 'the claim label "every week" says hallucinated, but the answer is labelled not hallucinated' });
    // A hallucinated answer may have faithful claims, and unlabelled ones.
    expect(matchClaimLabels(CLAIMS, [{ text: 'expire', y: 0 }], 1).ok).toBe(true);
  });
});

describe('scoreClaimLabels', () => {
  it('precision and recall of the flagging statuses, worked by hand', () => {
    // Flagged (contradicted, not_stated): 3 claims, 2 of them hallucinated -> precision 2/3.
    // Hallucinated: 4 claims, 2 of them flagged -> recall 1/2.
    const claims = [
      { status: 'contradicted', y: 1 }, { status: 'not_stated', y: 1 }, { status: 'not_stated', y: 0 },
      { status: 'supported', y: 1 }, { status: 'unverified_step', y: 1 }, { status: 'supported', y: 0 },
    ] as const;
    const got = scoreClaimLabels(claims, ['contradicted', 'not_stated']);
    expect(got).toMatchObject({ claims: 6, hallucinated: 4, flagged: 3, caught: 2, precision: 2 / 3, recall: 0.5 });
    expect(got.byStatus).toMatchObject({ contradicted: { hallucinated: 1, faithful: 0 }, not_stated: { hallucinated: 1, faithful: 1 }, supported: { hallucinated: 1, faithful: 1 }, unverified_step: { hallucinated: 1, faithful: 0 }, not_checked: { hallucinated: 0, faithful: 0 } });
    // Nothing flagged: no precision; with --fail-on contradicted only, recall 1/4.
    expect(scoreClaimLabels(claims, [])).toMatchObject({ flagged: 0, precision: null, recall: 0 });
    expect(scoreClaimLabels(claims, ['contradicted'])).toMatchObject({ precision: 1, recall: 0.25 });
    expect(scoreClaimLabels([], ['contradicted'])).toMatchObject({ claims: 0, precision: null, recall: null });
  });
});
