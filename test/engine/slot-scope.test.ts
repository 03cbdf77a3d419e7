// Where a figure or a negation belongs: a relative clause's figure is that clause's, a negation
// governs its own clause only, and a claim about a group no passage names is not pinned to one
// group's figure. Inputs and expectations written by hand.
import { describe, expect, it } from 'vitest';
import { shippedStatuses } from '../helpers/shipped-statuses.ts';

describe('slots and scope', () => {
  it('reads the year of a relative clause ("which first opened in 1962") in that clause\'s slot', () => {
    const context = ['The Harlow Bridge, opened in 1962, will close for repairs for 18 months starting in May 2025.'];
    expect(shippedStatuses({ question: 'What is happening to the bridge?', context, answer: 'Repairs on the bridge, which first opened in 1962, start in May 2025.' })).not.toContain('contradicted');
    const wrong = shippedStatuses({ question: 'What is happening to the bridge?', context, answer: 'Repairs on the bridge, which first opened in 1971, start in May 2025.' });
    expect(['contradicted', 'not_stated']).toContain(wrong[0]);
  });

  it('keeps a negation in its own clause ("not idempotent: running it twice may create duplicates")', () => {
    const context = ['The `sync` command is not idempotent: running it twice may create duplicate records.'];
    expect(shippedStatuses({ question: 'Can I rerun sync?', context, answer: 'Running `sync` a second time can produce duplicate records.' })).toEqual(['supported']);
  });

  it('does not pin a group no passage names to another group\'s figure', () => {
    const context = ['Employees may take up to 5 days\' paid leave on the death of a close family member (partner, child, parent or sibling), and up to 2 days for other relatives.'];
    const [status] = shippedStatuses({ question: 'My grandmother died. How much leave do I get?', context, answer: 'For a grandparent, you can take up to two days\' paid bereavement leave.' });
    expect(status).not.toBe('contradicted');
  });

  it('contradicts a named group given the figure of the elliptical clause after its list', () => {
    const context = ['Employees get 5 days\' paid leave on the death of a partner, child, parent or sibling, and 2 days for other relatives.'];
    const ask = (answer: string) => shippedStatuses({ question: 'My father died. How much leave do I get?', context, answer });
    expect(ask('For a parent, you get 2 days\' paid leave.')).toEqual(['contradicted']);
    expect(ask('For a parent, you get 5 days\' paid leave.')).toEqual(['supported']);
  });
});
