// Written by hand, 2026-12-07 (2.49.0): errors that were passed and correct claims that were held,
// each rule with the guard that keeps it off correct answers.
// - polarity-conflict.ts (withoutReason): "You will need to phone us to close the account, since it can't
//   be done online" asserts the phoning; the "not" of its reason is not the claim's, so "Closing is
//   done in the app ... and does not need a phone call" contradicts it. A reason that names what the sentence denies
//   (", because lost parcels can't be refunded" / "we cannot refund parcels") keeps its negation, and
//   an answer word with no clause before it ("Usually yes, because ... doesn't ...") is all reason.
import { describe, expect, it } from 'vitest';
import { shippedClaims } from '../helpers/shipped-statuses.ts';

/** The shipped statuses of an answer's claims, with their texts, for one question and context. */
const statusesAsked = (question: string, context: string[]) => (answer: string) => shippedClaims({ question, context, answer }).map((k) => [k.text, k.status]);

describe('a trailing reason with a "not" of its own', () => {
  const context = [
    'Closing your Larkspur savings account. You can close the account at any time. Closing is done in the Larkspur app under Settings and does not need a phone call. There is no closing fee, and any balance is paid to your nominated account within 2 working days.',
  ];
  const of = statusesAsked('Do I have to phone to close my account?', context);

  it('contradicts the claim the reason argues for', () => {
    expect(of("You will need to phone us to close the account, since it can't be done online.")).toEqual([
      ["You will need to phone us to close the account, since it can't be done online", 'contradicted'],
    ]);
  });

  it('still contradicts it without the reason', () => {
    expect(of('You will need to phone us to close the account.')).toEqual([['You will need to phone us to close the account', 'contradicted']]);
  });

  it('leaves a correct claim with a reason alone', () => {
    expect(of("You don't need to phone us, because the account can be closed in the app.")).toEqual([
      ["You don't need to phone us, because the account can be closed in the app", 'supported'],
    ]);
  });
});

describe('a reason that says what the sentence denies', () => {
  const context = [
    'Returning an order. For change-of-mind returns you pay the return postage and choose the carrier; we suggest a tracked service, as we cannot refund parcels lost in transit. Faulty items come back free with the prepaid label we email you.',
  ];
  const of = statusesAsked('How should I send my return?', context);

  it('is not read as the claim asserting a refund', () => {
    expect(of("It's best to use a tracked service, because parcels lost in transit can't be refunded.")).toEqual([
      ["It's best to use a tracked service, because parcels lost in transit can't be refunded", 'supported'],
    ]);
  });
});

describe('an answer word before its reason', () => {
  const context = ['Pollenex tablets. Pollenex does not usually cause drowsiness, but a few people do feel drowsy, so check how it affects you before driving.'];
  const of = statusesAsked('Can I drive after taking Pollenex?', context);

  it('keeps the reason as the claim', () => {
    expect(of("Usually yes, because Pollenex doesn't normally make people sleepy.")).toEqual([
      ["Usually yes, because Pollenex doesn't normally make people sleepy", 'supported'],
    ]);
  });
});
