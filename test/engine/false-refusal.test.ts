// A refusal that says the passages leave out what they name is contradicted; an honest one is
// not checked and never raises p_hallucinated. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { createDefaultEngine } from '../../src/models/default-engine.ts';
import { shippedClaims, shippedStatuses } from '../helpers/shipped-statuses.ts';

const WITH = ['Corvid runs on Linux, macOS and Windows. It needs Python 3.10 or later.'];
const WITHOUT = ['Corvid runs on Linux and macOS. It needs Python 3.10 or later.'];
const question = 'Does Corvid run on Windows?';

describe('a refusal of mention', () => {
  it('is contradicted when a passage names the thing', () => {
    for (const answer of ['Windows is not mentioned.', "Windows isn't mentioned in the requirements.", 'The page does not mention Windows at all.']) {
      const [claim] = shippedClaims({ question, context: WITH, answer });
      expect(claim?.status, answer).toBe('contradicted');
      expect(claim?.evidence[0]?.text).toContain('Windows');
    }
  });

  it('reads things joined by "or" each as a topic, and "by name" as no part of it (written 2026-12-03, 2.20.0)', () => {
    const letter = ['Notice of a data incident. Customers affected are offered 12 months of free identity monitoring. Call 0800 000 111 with questions.'];
    const ask = 'Is anything offered to people affected?';
    expect(shippedClaims({ question: ask, context: letter, answer: "The notice doesn't mention any free advice or monitoring for those affected." })[0]?.status).toBe('contradicted');
    expect(shippedClaims({ question: ask, context: ['Notice of a data incident. Call 0800 000 111 with questions.'], answer: "The notice doesn't mention any free advice or monitoring for those affected." })[0]?.status).toBe('not_checked');
    const story = ['Nine libraries closed on Friday. Six reopened on Saturday; the other three, including Eastgate Library, stay shut until March.'];
    expect(shippedClaims({ question: 'Which libraries stay shut?', context: story, answer: "The story doesn't mention Eastgate Library by name." })[0]?.status).toBe('contradicted');
  });

  it('is not checked when no passage names it', () => {
    for (const answer of ['Windows is not mentioned.', "Windows isn't mentioned in the requirements.", 'The page does not mention Windows at all.']) {
      expect(shippedClaims({ question, context: WITHOUT, answer })[0]?.status, answer).toBe('not_checked');
    }
  });

  it('reads "doesn\'t say anything about X" as a refusal of mention, to the comma (written 2026-12-03)', () => {
    const leaflet = ['Nasolin nasal spray. Pregnancy and breastfeeding: do not use Nasolin if you are pregnant. If you are breastfeeding, ask your doctor before use.'];
    const answer = "The leaflet doesn't say anything about breastfeeding, only about pregnancy.";
    expect(shippedClaims({ question: 'Can I use it?', context: leaflet, answer })[0]?.status).toBe('contradicted');
    expect(shippedClaims({ question: 'Can I use it?', context: ['Nasolin nasal spray. Do not use Nasolin if you are pregnant.'], answer })[0]?.status).toBe('not_checked');
  });

  it('leaves "does not say whether" a refusal even when the thing is named', () => {
    const [claim] = shippedClaims({ question: 'Is it free on Windows?', context: WITH, answer: 'The page does not say whether Windows support is free.' });
    expect(claim?.status).toBe('not_checked');
  });

  it('raises p_hallucinated only when contradicted', () => {
    const engine = createDefaultEngine();
    const wrong = engine.check({ question, context: WITH, answer: 'Corvid needs Python 3.10 or later. Windows is not mentioned.' });
    const honest = engine.check({ question, context: WITHOUT, answer: 'Corvid needs Python 3.10 or later. Windows is not mentioned.' });
    expect(wrong.score.p_hallucinated ?? 0).toBeGreaterThanOrEqual(0.42);
    expect(honest.score.p_hallucinated ?? 1).toBeLessThan(0.42);
  });
});

describe('a refusal naming a thing and what it is for', () => {
  // The docs describe "the credentials file at ~/.verrit/credentials": the answer says they do not mention one.
  const DOCS = ['CLI authentication. Credentials can be supplied with the --token flag, the VERRIT_TOKEN environment variable, or the credentials file at ~/.verrit/credentials, created by verrit login.'];

  it('is contradicted when a passage names the thing, however long the purpose after it', () => {
    const statuses = shippedStatuses({ question: 'Can it store credentials in a file?', context: DOCS, answer: "The documentation doesn't mention any credentials file for storing your token between sessions." });
    expect(statuses).toEqual(['contradicted']);
  });

  it('stays a refusal when no passage names it', () => {
    const statuses = shippedStatuses({ question: 'Is there a config file?', context: DOCS, answer: "The documentation doesn't mention any config file for storing your defaults between sessions." });
    expect(statuses).toEqual(['not_checked']);
  });
});

// Written by hand, 2026-12-04: a light verb opening the topic ("bringing dogs") says what is done
// with the thing; the thing is the topic. A verb with a meaning of its own stays in it.
describe('a refusal whose topic opens with a light verb', () => {
  const COTTAGES = ['Fernside Cottages: each cottage sleeps up to 4 guests. Well-behaved dogs are welcome in cottages 1 and 3, for 12 marks per dog per stay. Arrival is from 16:00.'];

  it('is contradicted when a passage names the thing ("bringing dogs")', () => {
    const [c] = shippedClaims({ question: 'Can I bring my dog?', context: COTTAGES, answer: "The listing doesn't say anything about bringing dogs." });
    expect(c?.status).toBe('contradicted');
    expect(c?.evidence[0]?.text).toContain('dogs are welcome');
  });

  it('stays a refusal when the verb has a meaning of its own the passage lacks ("cancelling bookings", guard)', () => {
    const context = ['Fernside Cottages: bookings are made online and paid in full at the time of booking. Arrival is from 16:00.'];
    expect(shippedStatuses({ question: 'Can I cancel?', context, answer: "The listing doesn't say anything about cancelling bookings." })).toEqual(['not_checked']);
  });
});
